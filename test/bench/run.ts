/**
 * `npm run bench [name…]`: runs every test/bench/*.bench.ts (or those whose name contains one of
 * the arguments). Each file exports `default async () => void` and prints its figures with
 * report() from ./measure, each against its target and a baseline measured in the same run. A
 * benchmark without the data it needs fails (./measure requireFile): the run ends non-zero.
 */
import fs from 'node:fs';
import path from 'node:path';

async function main(): Promise<void> {
  const filters = process.argv.slice(2);
  const files = fs
    .readdirSync(__dirname)
    .filter((file) => file.endsWith('.bench.ts'))
    .filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)))
    .sort();
  if (files.length === 0) throw new Error(`no benchmark matches ${filters.join(', ')}`);
  let running: string | undefined;
  // A benchmark awaiting something that nothing keeps alive would end the process silently.
  process.on('exit', () => {
    if (running) {
      console.error(`benchmark ${running} ended before it finished`);
      process.exitCode = 1;
    }
  });
  // A benchmark that fails (data it needs is missing, a figure cannot be measured) says why; the
  // others still run, and the run ends non-zero, naming it.
  const failed: string[] = [];
  for (const file of files) {
    running = file;
    console.log(`\n# ${file.replace('.bench.ts', '')}`);
    try {
      const bench = (await import(path.join(__dirname, file))) as { default: () => Promise<void> };
      await bench.default();
    } catch (error) {
      console.error(`  FAILED: ${(error as Error).message}`);
      failed.push(file);
    }
  }
  running = undefined;
  if (failed.length) {
    console.error(`\n${failed.length} benchmark(s) failed: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
