/**
 * Plays a dispute as a /simulate scenario on the bundled cards and reads the trace: the events (with
 * their rules), the final board and the verdict. A scenario error fails the test with its message.
 */
import { simulate, type Trace, type TraceEvent } from '../../src/scenario/simulate';

export function played(text: string): Trace {
  const result = simulate(text);
  if (!result.ok) throw new Error(result.message);
  return result.trace;
}

/** The error a scenario gives (line, column and message); fails the test if it plays. */
export function refused(text: string): { line: number; column: number; message: string } {
  const result = simulate(text);
  if (result.ok) throw new Error(`expected an error, but it played: ${result.trace.verdict}`);
  if (result.kind !== 'error') throw new Error(result.message);
  return result;
}

export function texts(trace: Trace): string[] {
  return trace.events.map((e) => e.text);
}

export function citing(trace: Trace, rule: string): TraceEvent[] {
  return trace.events.filter((e) => e.rules.includes(rule));
}

export function permanent(trace: Trace, label: string) {
  return trace.final.battlefield.find((p) => p.label === label);
}

export function player(trace: Trace, name: string) {
  return trace.final.players.find((p) => p.name === name)!;
}

/** The index of the first event whose text matches, for "this happens before that". */
export function at(trace: Trace, pattern: RegExp): number {
  const index = trace.events.findIndex((e) => pattern.test(e.text));
  if (index < 0) throw new Error(`no event matches ${pattern}`);
  return index;
}
