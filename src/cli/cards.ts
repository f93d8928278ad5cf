/**
 * `heartwood cards coverage [--set THS] [--file …] [--shapes] [--json]`: how many cards of the card store, bundled and ingested (or
 * of the given card files) the Oracle compiler turns into engine cards, and why the others don't.
 * `heartwood cards explain <name> [--json]`: one card as Heartwood reads it (found as /card finds it).
 */
import { Command } from 'commander';
import { lookupJson } from '../cards/library';
import { lookupReply, readingJson, readingReply } from '../cards/present';
import { coverageCards, coverageInParallel, formatCoverage } from '../oracle/coverage';
import { howHeartwoodReads } from '../oracle/render/reading';
import { encodeCustomId } from '../reply/command';
import { renderReplyText } from '../reply/text';
import type { DataSources } from '../util/paths';
import { reportFailure } from './failure';

export function cardsCommand(sources: () => DataSources): Command {
  const cards = new Command('cards').description('what the rules engine can play of the card data');
  cards
    .command('coverage')
    .description('how many cards compile from their Oracle text, and the unsupported sentences, most common first')
    .option('--set <code>', 'only the cards of one set (e.g. THS)')
    .option('--file <files...>', 'card files instead of the card store: Scryfall oracle cards, MTGJSON set files or AtomicCards.json')
    .option('--limit <n>', 'how many reasons to list', '40')
    .option('--shapes', 'the sentences the grammar can\'t read, grouped by template (names, numbers, colours, types, mana as placeholders)')
    .option('--json', 'the whole report as JSON')
    .action(async (options: { set?: string; file?: string[]; limit: string; json?: boolean; shapes?: boolean }) => {
      try {
        const limit = Number(options.limit);
        if (!Number.isInteger(limit) || limit < 0) throw new Error(`--limit must be a whole number, not "${options.limit}"`);
        const report = await coverageInParallel(await coverageCards({ ...sources(), files: options.file, set: options.set }));
        process.stdout.write((options.json ? JSON.stringify(report) : formatCoverage(report, limit, options.shapes)) + '\n');
      } catch (error) {
        reportFailure('cards coverage', error);
      }
    });
  cards
    .command('explain')
    .description("a card's Oracle text, whether /simulate plays it, and each ability as Heartwood reads it (or why it can't play it yet)")
    .argument('<name...>', 'the card, found as /card finds it (any language, typos forgiven)')
    .option('--json', 'the answer as JSON')
    .action((words: string[], options: { json?: boolean }) => {
      const name = words.join(' ');
      const where = sources();
      if (options.json) {
        const answer = lookupJson(where, name, (match) => ({ oracleText: match.card.oracleText ?? '', ...readingJson(howHeartwoodReads(match.card, where.dataDir)) })) as { status: string };
        process.stdout.write(JSON.stringify(answer) + '\n');
        if (answer.status !== 'found') process.exitCode = 1;
        return;
      }
      const reply = lookupReply(where, name, encodeCustomId('card', 'pick'), (match) => readingReply(match, howHeartwoodReads(match.card, where.dataDir), true));
      process.stdout.write(renderReplyText(reply) + '\n');
      // Ambiguous or unknown: the names to choose from, and exit 1 as `heartwood card` does.
      if (reply.tone === 'error' || reply.select) process.exitCode = 1;
    });
  return cards;
}
