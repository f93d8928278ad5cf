/**
 * /simulate scenario:<text> | preset:<name>: plays a scenario on the rules engine (off the main
 * thread) and replies with the stack trace. No text opens a form with a multi-line field.
 */
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { encodeCustomId, type CommandContext, type CommandModule, type ComponentInput, type Options } from '../src/reply/command';
import { errorReply, LIMITS, type Reply } from '../src/reply/reply';
import { simulationPool } from '../src/scenario/pool';
import { findPreset, matchPresets, PresetError } from '../src/scenario/presets';
import { COMMAND, explainReply, MAX_SCENARIO_CHARS, scenarioFromEmbed, simulationReply, type ScenarioSource } from '../src/scenario/reply';
import type { SimulationResult } from '../src/scenario/simulate';

const SCENARIO_FIELD_ID = 'scenario';
const EXAMPLE = 'Alice has Favored Hoplite, Plains\nAlice casts Gods Willing targeting Favored Hoplite, choosing red';

export const simulate: CommandModule = {
  definition: {
    name: COMMAND,
    description: 'Play out a game scenario and show the stack trace, each step with its rule',
    options: [
      { type: ApplicationCommandOptionType.String, name: 'scenario', description: 'Statements separated by ; (empty: opens a form)', max_length: MAX_SCENARIO_CHARS },
      { type: ApplicationCommandOptionType.String, name: 'preset', description: 'A named scenario', autocomplete: true },
    ],
  },

  async execute(options, ctx) {
    if (options.preset === undefined && options.scenario === undefined) return scenarioForm();
    return replyFor(sourceOf(options), ctx);
  },

  async autocomplete(_option, value, ctx) {
    return matchPresets(ctx.dataDir, value)
      .slice(0, LIMITS.autocompleteChoices)
      .map((preset) => ({ name: `${preset.name} — ${preset.title}`.slice(0, LIMITS.choiceName), value: preset.name }));
  },

  async component(input: ComponentInput, ctx: CommandContext) {
    const [action, ...args] = input.args;
    if (action === 'form') return replyFor({ text: input.fields?.[SCENARIO_FIELD_ID] ?? '' }, ctx);
    if (action === 'explain') return explainReply(input.values?.[0] ?? '', ctx.dataDir);
    if (action === 'page') {
      const [preset, page] = args;
      if (preset) return replyFor({ preset }, ctx, Number(page));
      const text = scenarioFromEmbed(input.message?.embeds);
      if (text === undefined) return errorReply('Cannot turn the page', 'The scenario is no longer on this message: run /simulate again.');
      return replyFor({ text }, ctx, Number(page));
    }
    return errorReply('Unknown button', `This /simulate button (${action ?? 'none'}) is not known.`);
  },

  async json(options, ctx) {
    const { result } = await run(sourceOf(options), ctx);
    return result.ok ? result.trace : { error: result };
  },
};

function sourceOf(options: Options): ScenarioSource {
  return options.preset !== undefined ? { preset: String(options.preset) } : { text: String(options.scenario ?? '') };
}

/** Runs a scenario from its source; a preset is read from rules-data/scenarios/. */
export async function run(source: ScenarioSource, ctx: CommandContext): Promise<{ result: SimulationResult; text: string }> {
  let text: string;
  try {
    text = 'preset' in source ? findPreset(ctx.dataDir, source.preset).text : source.text;
  } catch (error) {
    if (!(error instanceof PresetError)) throw error;
    return { result: { ok: false, kind: 'error', line: 1, column: 1, message: error.message }, text: '' };
  }
  if ('text' in source && text.length > MAX_SCENARIO_CHARS) {
    const message = `line 1, column 1: the scenario has ${text.length} characters; at most ${MAX_SCENARIO_CHARS} fit in a reply — shorten it, or save it as a preset`;
    return { result: { ok: false, kind: 'error', line: 1, column: 1, message }, text };
  }
  return { result: await simulationPool().run(text, { dataDir: ctx.dataDir }), text };
}

export async function replyFor(source: ScenarioSource, ctx: CommandContext, page = 0): Promise<Reply> {
  const { result } = await run(source, ctx);
  return simulationReply(result, source, ctx.dataDir, page);
}

function scenarioForm(): Reply {
  return {
    pages: [{ title: 'Simulate a scenario', text: 'Write the scenario in the form: one statement a line.' }],
    modal: {
      customId: encodeCustomId(COMMAND, 'form'),
      title: 'Simulate a scenario',
      fields: [{ customId: SCENARIO_FIELD_ID, label: 'Scenario', paragraph: true, required: true, maxLength: MAX_SCENARIO_CHARS, placeholder: EXAMPLE }],
    },
    ephemeral: true,
  };
}
