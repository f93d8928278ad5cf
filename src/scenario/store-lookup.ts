/**
 * Where a scenario's card names are looked up: the card store. The command line and the console
 * look them up in their own copy of it; a simulation worker asks the main thread, which already
 * holds the store with every name index built (the bot loads it before connecting). So a worker
 * never loads the store: with 35,000 cards, loading it took the first /simulate of each worker
 * half a second and kept 24 MB more in each worker for good.
 *
 * The worker's question is synchronous (a scenario is read in one go): it posts the name on a
 * port of its own, then sleeps on a shared flag (Atomics.wait) until the main thread has posted
 * the answer and raised the flag, and takes the answer off the port (receiveMessageOnPort). The
 * worker remembers each answer with the store files it came from and their stamps, and asks again
 * only once a file has changed: a busy main thread answers late (a burst of presets ran 10% slower
 * asking every time; with the main thread busy 3 ms in every 4, half as fast).
 */
import fs from 'node:fs';
import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import { loadCardLibrary, type CardLookup } from '../cards/library';
import { storePath } from '../cards/store';
import { loadedFromFiles, stampsOf, type LoadedFrom } from '../util/file-cache';
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

/** The lookup, and the files of the store that answered it (none: no card store). */
type Answer = { lookup: CardLookup; from?: LoadedFrom } | { error: string };

/** How long a worker waits for the main thread's answer before the scenario fails (the main thread is never this busy). */
const ANSWER_TIME_LIMIT_MS = 10_000;

/** The main thread's side: answers each question on `line` from its own card store. */
export function answerCardNames(line: NamesLine): void {
  line.port.on('message', ({ sources, query }: Question) => {
    let answer: Answer;
    try {
      const store = localCardNames(sources);
      const from = store && loadedFromFiles(store);
      answer = { lookup: store?.lookup(query) ?? { status: 'none', closest: [] }, ...(from ? { from } : {}) };
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

/** Answers a worker keeps, by sources and name; past this many it starts over. */
const REMEMBERED_ANSWERS = 1000;
const remembered = new Map<string, { from: LoadedFrom; lookup: CardLookup }>();

/** The worker's side: the card store of `sources` as the main thread holds it. Files are checked once per call. */
export function askCardNames(line: NamesLine, sources: DataSources): CardNames {
  const stampsNow = new Map<string, string>();
  const unchanged = (from: LoadedFrom) => {
    const key = from.files.join('\n');
    if (!stampsNow.has(key)) stampsNow.set(key, stampsOf(from.files));
    return stampsNow.get(key) === from.stamps;
  };
  return {
    lookup(query) {
      const key = `${sources.dataDir}\n${sources.userDataDir ?? ''}\n${query}`;
      const known = remembered.get(key);
      if (known && unchanged(known.from)) return known.lookup;
      const { lookup, from } = ask(line, { sources, query });
      if (from && unchanged(from)) {
        if (remembered.size >= REMEMBERED_ANSWERS) remembered.clear();
        remembered.set(key, { from, lookup });
      }
      return lookup;
    },
  };
}

function ask(line: NamesLine, question: Question): { lookup: CardLookup; from?: LoadedFrom } {
  Atomics.store(line.flag, 0, 0);
  line.port.postMessage(question);
  if (Atomics.wait(line.flag, 0, 0, ANSWER_TIME_LIMIT_MS) === 'timed-out') throw new Error(`the card store did not answer within ${ANSWER_TIME_LIMIT_MS / 1000} s`);
  const answer = receiveAnswer(line);
  if (!answer) throw new Error('the card store answered nothing');
  if ('error' in answer) throw new Error(answer.error);
  return answer;
}

/** A short sleep for a thread that may block (a worker). */
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * The answer on the worker's port: it is flagged once posted, but on a busy machine it was seen to
 * arrive a moment after the flag, so the worker looks again for a while before giving up.
 */
function receiveAnswer(line: NamesLine): Answer | undefined {
  for (let waited = 0; ; waited += 5) {
    const answer = receiveMessageOnPort(line.port)?.message as Answer | undefined;
    if (answer || waited >= ANSWER_TIME_LIMIT_MS) return answer;
    Atomics.wait(pause, 0, 0, 5);
  }
}
