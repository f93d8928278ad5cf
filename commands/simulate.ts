/**
 * /simulate scenario:<text> | preset:<name>: plays a scenario on the rules engine (off the main
 * thread) and replies with the stack trace. No text opens a form with a multi-line field.
 * A scenario played in the last 10 minutes comes from the trace cache: paging never plays it again.
 */
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { encodeCustomId, type CommandContext, type CommandModule, type ComponentInput, type Options } from '../src/reply/command';
import { errorReply, LIMITS, pageWithin, truncate, type Reply } from '../src/reply/reply';
import { PRESET_NAME_MAX, SCENARIO_LIMITS, sizeProblem } from '../src/scenario/limits';
import { simulationPool, type PoolResult } from '../src/scenario/pool';
import { findPreset, listPresets, PresetError } from '../src/scenario/presets';
import { matchChoices } from '../src/reply/choices';
import { boardReply, COMMAND, explainReply, OTHER_RULE, otherRuleForm, scenarioFromEmbed, simulationReply, typedRule, waitReply, type ScenarioSource } from '../src/scenario/reply';
import { traceKey, type CachedRun } from '../src/scenario/trace-cache';
import { sharedState } from '../src/state';

const SCENARIO_FIELD_ID = 'scenario';
const EXAMPLE = 'Alice has Favored Hoplite, Plains\nAlice casts Gods Willing targeting Favored Hoplite, choosing red';

export const simulate: CommandModule = {
  definition: {
    name: COMMAND,
    description: 'Play out a game scenario and show the stack trace, each step with its rule',
    options: [
      { type: ApplicationCommandOptionType.String, name: 'scenario', description: 'Statements separated by ; (empty: opens a form)', max_length: SCENARIO_LIMITS.chars },
      { type: ApplicationCommandOptionType.String, name: 'preset', description: 'A named scenario', autocomplete: true, max_length: PRESET_NAME_MAX },
    ],
  },

  async execute(options, ctx) {
    if (options.preset === undefined && options.scenario === undefined) return scenarioForm();
    return replyFor(sourceOf(options), ctx);
  },

  async autocomplete(_option, value, ctx) {
    return matchChoices(
      listPresets(ctx.dataDir).map((preset) => ({ name: truncate(`${preset.name} — ${preset.title}`, LIMITS.choiceName), value: preset.name })),
      value,
    );
  },

  async component(input: ComponentInput, ctx: CommandContext) {
    const [action, ...args] = input.args;
    if (action === 'form') return replyFor({ text: input.fields?.[SCENARIO_FIELD_ID] ?? '' }, ctx);
    if (action === 'board') return boardAtStep(args[0] ? { preset: args[0] } : scenarioFromEmbed(input.message?.embeds), Number(input.values?.[0]), ctx);
    if (action === 'explain') return input.values?.[0] === OTHER_RULE ? otherRuleForm() : explainReply(input.values?.[0] ?? '', ctx.dataDir);
    const typed = typedRule(action, input.fields);
    if (typed !== undefined) return explainReply(typed, ctx.dataDir);
    if (action === 'page' || action === 'every' || action === 'every-page') {
      // "every": the "Show every step" button; "every-page": a page of that longer trace.
      const [preset, page] = args;
      const verbose = action !== 'page';
      if (preset) return replyFor({ preset }, ctx, Number(page ?? 0), verbose);
      const text = scenarioFromEmbed(input.message?.embeds);
      if (text === undefined) return errorReply('Cannot show the trace', 'The scenario is no longer on this message: run /simulate again.');
      return replyFor({ text }, ctx, Number(page ?? 0), verbose);
    }
    return errorReply('Unknown button', `This /simulate button (${action ?? 'none'}) is not known.`);
  },

  async json(options, ctx) {
    const outcome = await run(sourceOf(options), ctx);
    if ('wait' in outcome) return { error: { kind: 'busy', message: `try again in ${Math.ceil(outcome.wait / 1000)} s` } };
    const result = 'replies' in outcome ? outcome.result : outcome;
    return result.ok ? result.trace : { error: result };
  },
};

function sourceOf(options: Options): ScenarioSource {
  return options.preset !== undefined ? { preset: String(options.preset) } : { text: String(options.scenario ?? '') };
}

/**
 * Plays a scenario from its source (a preset is read from rules-data/scenarios/): from the trace
 * cache when it was played lately, else in the pool, spending a run from the asker's allowance
 * (`{ wait }` when there is none left). Nothing that is refused spends a run, nor a scenario
 * refused as it was read (a typo: the user who fixes it need not wait). A trace or a
 * scenario error is cached; a refusal (too long, busy) or a stop (deadline, memory) is not.
 * The cache, the allowance and the user's place in the queue are the shared state's (src/state).
 */
export async function run(source: ScenarioSource, ctx: CommandContext): Promise<(CachedRun & { key: string }) | PoolResult | { wait: number }> {
  let text: string;
  try {
    text = 'preset' in source ? findPreset(ctx.dataDir, source.preset).text : source.text;
  } catch (error) {
    if (!(error instanceof PresetError)) throw error;
    return { ok: false, kind: 'error', line: 1, column: 1, message: error.message };
  }
  const pool = simulationPool();
  const tooBig = sizeProblem(text, pool.limits);
  if (tooBig) return { ok: false, kind: 'error', ...tooBig };
  const key = traceKey([ctx.dataDir, ctx.userDataDir ?? ''], text);
  const cached = await sharedState().getTrace(key);
  if (cached) return { ...cached, key };
  const place = await pool.admit(ctx.userId);
  if ('kind' in place) return place;
  const wait = (await ctx.takeRun?.()) ?? 0;
  if (wait > 0) {
    place.release();
    return { wait };
  }
  const result = await pool.play(place, text, { ...dataOf(ctx), picture: {} });
  if (!result.ok && result.kind === 'error' && result.beforeRun) await ctx.giveBackRun?.();
  if (!result.ok && result.kind !== 'error') return result;
  const played = { result, replies: {} };
  await sharedState().setTrace(key, played);
  return { ...played, key };
}

export async function replyFor(source: ScenarioSource, ctx: CommandContext, page = 0, verbose = false): Promise<Reply> {
  const outcome = await run(source, ctx);
  if ('wait' in outcome) return waitReply(outcome.wait);
  if (!('replies' in outcome)) return simulationReply(outcome, source, ctx.dataDir, 0, verbose);
  const from = `${'preset' in source ? `preset ${source.preset}` : 'typed'}${verbose ? ' every step' : ''}`;
  let reply = outcome.replies[from];
  if (!reply) {
    reply = simulationReply(outcome.result, source, ctx.dataDir, 0, verbose);
    await sharedState().setTrace(outcome.key, { result: outcome.result, replies: { ...outcome.replies, [from]: reply } });
  }
  return { ...reply, page: pageWithin(page, reply.pages.length) };
}

function dataOf(ctx: CommandContext): { dataDir: string; userDataDir?: string } {
  return { dataDir: ctx.dataDir, ...(ctx.userDataDir ? { userDataDir: ctx.userDataDir } : {}) };
}

/**
 * A pick in the "Board at step …" menu: the scenario played again in the pool up to that step and the
 * board drawn there (the run's limits hold for both), kept with the trace in the trace cache. A pick
 * spends no run of the asker's allowance (like paging), but takes a place in the queue.
 */
async function boardAtStep(source: ScenarioSource | string | undefined, step: number, ctx: CommandContext): Promise<Reply> {
  const scenario = typeof source === 'string' ? { text: source } : source;
  if (!scenario) return errorReply('Cannot draw the board', 'The scenario is no longer on this message: run /simulate again.');
  if (!Number.isInteger(step) || step < 1) return errorReply('Cannot draw the board', `"${step}" is not a step of the trace.`);
  let text: string;
  try {
    text = 'preset' in scenario ? findPreset(ctx.dataDir, scenario.preset).text : scenario.text;
  } catch (error) {
    if (!(error instanceof PresetError)) throw error;
    return errorReply('Cannot draw the board', error.message);
  }
  const key = traceKey([ctx.dataDir, ctx.userDataDir ?? ''], text);
  const from = `board ${step}`;
  const cached = await sharedState().getTrace(key);
  if (cached?.replies[from]) return cached.replies[from];
  const pool = simulationPool();
  const place = await pool.admit(ctx.userId);
  if ('kind' in place) return boardReply(place, step);
  const reply = boardReply(await pool.play(place, text, { ...dataOf(ctx), picture: { at: step } }), step);
  if (cached && reply.attachments) await sharedState().setTrace(key, { ...cached, replies: { ...cached.replies, [from]: reply } });
  return reply;
}

function scenarioForm(): Reply {
  return {
    pages: [{ title: 'Simulate a scenario', text: 'Write the scenario in the form: one statement a line.' }],
    modal: {
      customId: encodeCustomId(COMMAND, 'form'),
      title: 'Simulate a scenario',
      fields: [{ customId: SCENARIO_FIELD_ID, label: 'Scenario', paragraph: true, required: true, maxLength: SCENARIO_LIMITS.chars, placeholder: EXAMPLE }],
    },
    ephemeral: true,
  };
}
