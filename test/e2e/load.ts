/** Sends interactions at an even pace from the stand-in and collects every answer. */
import type { Answer, DiscordStandIn } from './stand-in';

type Tracked = ReturnType<DiscordStandIn['command']>;

/** Sends `count` interactions spread evenly over `overMs`, made by `make(i)`; resolves with every answer. */
export async function sendLoad(standIn: DiscordStandIn, count: number, overMs: number, make: (i: number) => Tracked): Promise<Answer[]> {
  const sent: Promise<Answer>[] = [];
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const due = start + (i * overMs) / count;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(standIn.answerOf(make(i), overMs + 30000));
  }
  return Promise.all(sent);
}
