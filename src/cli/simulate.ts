/**
 * `heartwood simulate <file>` (or `-` for stdin, or `--preset <name>`): plays a scenario and
 * prints its trace, or with `--json` the trace as JSON ({events, stacks, final, …}).
 * Runs in this process: the engine's step limit stops a runaway scenario.
 */
import fs from 'node:fs';
import type { Command } from 'commander';
import type { CommandContext } from '../reply/command';
import { findPreset, listPresets } from '../scenario/presets';
import { simulate } from '../scenario/simulate';
import { renderTrace } from '../scenario/trace';

export function addSimulateCommand(program: Command, context: () => CommandContext): void {
  program
    .command('simulate')
    .description('play out a scenario file (or - for stdin) and print the stack trace')
    .argument('[file]', 'a scenario file, or - to read stdin')
    .option('--preset <name>', 'a named scenario from rules-data/scenarios/')
    .option('--json', 'print the trace as JSON: {verdict, events, stacks, final}')
    .option('--verbose', 'show every step: each mana ability and payment step (601.2g–h), each pass of priority')
    .action(async (file: string | undefined, flags: { preset?: string; json?: boolean; verbose?: boolean }) => {
      const ctx = context();
      if (!file && !flags.preset) {
        process.stdout.write(presetList(ctx.dataDir));
        return;
      }
      let text: string;
      try {
        text = flags.preset ? findPreset(ctx.dataDir, flags.preset).text : await readScenario(file!);
      } catch (error) {
        process.stderr.write(`heartwood simulate: ${(error as Error).message}\n`);
        process.exitCode = 1;
        return;
      }
      const origin = flags.preset ? `preset ${flags.preset}` : file === '-' ? 'stdin' : file!;
      const result = simulate(text, { dataDir: ctx.dataDir });
      if (flags.json) process.stdout.write(JSON.stringify(result.ok ? result.trace : { error: result }) + '\n');
      else if (result.ok) process.stdout.write(renderTrace(result.trace, { verbose: flags.verbose }) + '\n');
      if (!result.ok) {
        process.stderr.write(`heartwood simulate: ${origin}: ${result.message}\n`);
        process.exitCode = 1;
      }
    });
}

async function readScenario(file: string): Promise<string> {
  if (file !== '-') return fs.readFileSync(file, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function presetList(dataDir: string): string {
  const lines = ['Usage: heartwood simulate <file> | - | --preset <name> [--json] [--verbose]', '', 'Presets:'];
  for (const preset of listPresets(dataDir)) lines.push(`  ${preset.name.padEnd(32)} ${preset.title}`);
  return lines.join('\n') + '\n';
}
