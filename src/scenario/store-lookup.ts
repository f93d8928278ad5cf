/**
 * Where a scenario's card names are looked up: the card store. The command line and the console
 * look them up in their own copy of it; a simulation worker asks the main thread, which already
 * holds the store with every name index built (the bot loads it before connecting). So a worker
 * never loads the store: with 35,000 cards, loading it took the first /simulate of each worker
 * half a second and kept 24 MB more in each worker for good.
 *
 * The worker's question is synchronous (a scenario is read in one go): it posts the name on a
 * port of its own, then sleeps on a shared flag (Atomics.wait) until the main thread has posted
 * the answer and raised the flag, and takes the answer off the port (receiveMessageOnPort).
 */
import fs from 'node:fs';
import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import { loadCardLibrary, type CardLookup } from '../cards/library';
import { storePath } from '../cards/store';
import type { DataSources } from '../util/paths';

/** What a scenario asks of the card store. */
export interface CardNames {
  lookup(query: string): CardLookup;
}

/** The card store of these sources in this thread; undefined when there is none (a test's data folder: the engine's cards alone). */
export function localCardNames(sources: DataSources): CardNames | undefined {
  const files = [sources.dataDir, sources.userDataDir].filter((dir): dir is string => dir !== undefined).map(storePath);
  return files.some((file) => fs.existsSync(file)) ? loadCardLibrary(sources) : undefined;
}

/** A worker's line to the main thread: a port, and a flag shared by both (an Int32Array over a SharedArrayBuffer). */
export interface NamesLine {
  port: MessagePort;
  flag: Int32Array;
}

interface Question {
  sources: DataSources;
  query: string;
}

type Answer = { lookup: CardLookup } | { error: string };

/** How long a worker waits for the main thread's answer before the scenario fails (the main thread is never this busy). */
const ANSWER_TIME_LIMIT_MS = 10_000;

/** The main thread's side: answers each question on `line` from its own card store. */
export function answerCardNames(line: NamesLine): void {
  line.port.on('message', ({ sources, query }: Question) => {
    let answer: Answer;
    try {
      answer = { lookup: localCardNames(sources)?.lookup(query) ?? { status: 'none', closest: [] } };
    } catch (error) {
      answer = { error: (error as Error).message };
    }
    line.port.postMessage(answer);
    Atomics.store(line.flag, 0, 1);
    Atomics.notify(line.flag, 0);
  });
  // Answering must not keep a finished command line alive: the pool refs its workers while they have work.
  line.port.unref();
}

/** The worker's side: the card store of `sources` as the main thread holds it. Each name is asked once per scenario. */
export function askCardNames(line: NamesLine, sources: DataSources): CardNames {
  const asked = new Map<string, CardLookup>();
  return {
    lookup(query) {
      let lookup = asked.get(query);
      if (!lookup) {
        lookup = ask(line, { sources, query });
        asked.set(query, lookup);
      }
      return lookup;
    },
  };
}

function ask(line: NamesLine, question: Question): CardLookup {
  Atomics.store(line.flag, 0, 0);
  line.port.postMessage(question);
  if (Atomics.wait(line.flag, 0, 0, ANSWER_TIME_LIMIT_MS) === 'timed-out') throw new Error(`the card store did not answer within ${ANSWER_TIME_LIMIT_MS / 1000} s`);
  const answer = receiveMessageOnPort(line.port)?.message as Answer | undefined;
  if (!answer) throw new Error('the card store answered nothing');
  if ('error' in answer) throw new Error(answer.error);
  return answer.lookup;
}
