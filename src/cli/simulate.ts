/**
 * `heartwood simulate <file>` (or `-` for stdin, or `--preset <name>`): plays a scenario and
 * prints its trace, or with `--json` the trace as JSON ({events, stacks, final, …}); `--picture
 * board.png` also writes a picture of the final board (with `--at N`, of the board after step N).
 * Runs in a worker under the same limits as /simulate in Discord (src/scenario/limits.ts); the
 * flags may raise them for one run.
 */
import fs from 'node:fs';
import { InvalidArgumentError, type Command } from 'commander';
import type { CommandContext } from '../reply/command';
import { SCENARIO_LIMITS, sizeProblem, type ScenarioLimits } from '../scenario/limits';
import { SimulationPool } from '../scenario/pool';
import { findPreset, listPresets } from '../scenario/presets';
import { renderTrace } from '../scenario/trace';
import { reportFailure } from './failure';

interface Flags {
  preset?: string;
  json?: boolean;
  verbose?: boolean;
  maxChars?: number;
  maxLines?: number;
  deadline?: number;
  memory?: number;
  picture?: string;
  at?: number;
}

export function addSimulateCommand(program: Command, context: () => CommandContext): void {
  program
    .command('simulate')
    .description('play out a scenario file (or - for stdin) and print the stack trace')
    .argument('[file]', 'a scenario file, or - to read stdin')
    .option('--preset <name>', 'a named scenario from rules-data/scenarios/')
    .option('--json', 'print the trace as JSON: {verdict, events, stacks, final}')
    .option('--verbose', 'show every step: each mana ability and payment step (601.2g–h), each pass of priority')
    .option('--max-chars <n>', `the longest scenario, in characters (default ${SCENARIO_LIMITS.chars})`, positive)
    .option('--max-lines <n>', `the most lines of a scenario (default ${SCENARIO_LIMITS.lines})`, positive)
    .option('--deadline <ms>', `milliseconds one run may take (default ${SCENARIO_LIMITS.deadlineMs})`, positive)
    .option('--picture <file>', 'also write a PNG picture of the final board to this file')
    .option('--at <step>', 'with --picture: the board after this step of the trace instead', positive)
    .option('--memory <MB>', `megabytes of heap one run may use (default ${SCENARIO_LIMITS.memoryMb})`, positive)
    .action(async (file: string | undefined, flags: Flags) => {
      const ctx = context();
      if (!file && !flags.preset) {
        process.stdout.write(presetList(ctx.dataDir));
        return;
      }
      let text: string;
      try {
        text = flags.preset ? findPreset(ctx.dataDir, flags.preset).text : await readScenario(file!);
      } catch (error) {
        reportFailure('simulate', error);
        return;
      }
      const origin = flags.preset ? `preset ${flags.preset}` : file === '-' ? 'stdin' : file!;
      const limits: ScenarioLimits = {
        chars: flags.maxChars ?? SCENARIO_LIMITS.chars,
        lines: flags.maxLines ?? SCENARIO_LIMITS.lines,
        deadlineMs: flags.deadline ?? SCENARIO_LIMITS.deadlineMs,
        memoryMb: flags.memory ?? SCENARIO_LIMITS.memoryMb,
      };
      const pool = new SimulationPool({ size: 1, limits, warmUp: false });
      if (flags.at !== undefined && !flags.picture) {
        process.stderr.write('heartwood simulate: --at goes with --picture <file>\n');
        process.exitCode = 1;
        return;
      }
      const picture = flags.picture ? { picture: flags.at !== undefined ? { at: flags.at } : {} } : {};
      const result = await pool.run(text, { dataDir: ctx.dataDir, ...(ctx.userDataDir ? { userDataDir: ctx.userDataDir } : {}), ...picture }).finally(() => pool.close());
      if (flags.picture && result.ok && result.picture) fs.writeFileSync(flags.picture, Buffer.from(result.picture, 'base64'));
      if (flags.json) process.stdout.write(JSON.stringify(result.ok ? result.trace : { error: result }) + '\n');
      else if (result.ok) process.stdout.write(renderTrace(result.trace, { verbose: flags.verbose, everyStep: '--verbose shows them' }) + '\n');
      if (!result.ok) {
        const hint = sizeProblem(text, limits) ? ' (--max-chars and --max-lines raise the limits)' : result.kind === 'time-limit' ? ' (--deadline and --memory raise the limits)' : '';
        process.stderr.write(`heartwood simulate: ${origin}: ${result.message}${hint}\n`);
        process.exitCode = 1;
      }
    });
}

function positive(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new InvalidArgumentError('expected a positive whole number');
  return number;
}

async function readScenario(file: string): Promise<string> {
  if (file !== '-') return fs.readFileSync(file, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function presetList(dataDir: string): string {
  const lines = ['Usage: heartwood simulate <file> | - | --preset <name> [--json] [--verbose] [--picture file.png [--at N]] [--max-chars n] [--max-lines n] [--deadline ms] [--memory MB]', '', 'Presets:'];
  for (const preset of listPresets(dataDir)) lines.push(`  ${preset.name.padEnd(32)} ${preset.title}`);
  return lines.join('\n') + '\n';
}
