import { inWords } from '../util/file-errors';

/** A command that failed: what went wrong, in words, on stderr, and exit code 1. */
export function reportFailure(command: string, error: unknown): void {
  process.stderr.write(`heartwood ${command}: ${inWords(error)}\n`);
  process.exitCode = 1;
}
