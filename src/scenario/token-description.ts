/**
 * A token written as the effect that makes it describes it (111.4), for a setup line:
 * `Alice has a 1/1 white Cat Soldier creature token with vigilance`, `two 2/2 black Zombie creature
 * tokens`, `a 4/4 colorless Golem artifact creature token`. Its name is its subtypes (111.4), so the
 * game calls it `Cat Soldier token`.
 */
import { isKnownKeyword, type CardDefinitionInput, type Color } from '../engine';
import { COLOR_WORDS } from '../engine/cards/schema';
import { ScenarioError, type Phrase } from './syntax';

/** A phrase that means to be a token description: power/toughness first, "token" last. */
const LOOKS_LIKE_ONE = /^\d+\s*\/\s*\d+\s.*\btokens?\b/i;
const DESCRIPTION = /^(\d+)\s*\/\s*(\d+)\s+(.+?)\s+((?:artifact\s+|enchantment\s+)*creature)\s+tokens?(?:\s+with\s+(.+))?$/i;
const COLOR_BY_WORD = new Map(Object.entries(COLOR_WORDS).map(([color, word]) => [word, color as Color]));
export const EXAMPLE = 'a 1/1 white Cat Soldier creature token with vigilance';

export function isTokenDescription(text: string): boolean {
  return LOOKS_LIKE_ONE.test(text.trim());
}

/** The token's definition, or an error at the phrase saying which part can't be read. */
export function readTokenDescription(phrase: Phrase): CardDefinitionInput {
  const parts = DESCRIPTION.exec(phrase.text.trim());
  if (!parts) throw ScenarioError.at(phrase, `can't read the token '${phrase.text}'`, `describe it as the card that makes it does: '${EXAMPLE}'`);
  const [, power, toughness, colorsAndSubtypes, types, keywordText] = parts;
  const words = colorsAndSubtypes!.split(/\s+/).filter((word) => !/^and$/i.test(word));
  const colorCount = words.findIndex((word) => !COLOR_BY_WORD.has(word.toLowerCase()) && word.toLowerCase() !== 'colorless');
  const subtypes = colorCount < 0 ? [] : words.slice(colorCount);
  if (colorCount < 1 || subtypes.length === 0) {
    throw ScenarioError.at(phrase, `a token needs its color (or colorless) and its creature types: '${phrase.text}'`, `write them as a card does: '${EXAMPLE}'`);
  }
  const colors = words.slice(0, colorCount).flatMap((word) => COLOR_BY_WORD.get(word.toLowerCase()) ?? []);
  const keywords = keywordText ? keywordText.split(/\s*,\s*|\s+and\s+/i).map((word) => word.toLowerCase()) : [];
  const unknown = keywords.find((keyword) => !isKnownKeyword(keyword));
  if (unknown !== undefined) throw ScenarioError.at(phrase, `unknown keyword '${unknown}' for a token`, "give it keywords the engine knows (flying, vigilance, deathtouch …), joined with 'and'");
  const typeWords = types!.toLowerCase().split(/\s+/).map((type) => (type[0]!.toUpperCase() + type.slice(1)) as 'Artifact' | 'Enchantment' | 'Creature');
  const name = subtypes.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');
  return {
    name,
    colors,
    types: typeWords,
    subtypes: name.split(' '),
    power: Number(power),
    toughness: Number(toughness),
    keywords,
    token: true,
    text: `A ${power}/${toughness} ${colors.length ? colors.map((color) => COLOR_WORDS[color]).join(' and ') : 'colorless'} ${name} ${types!.toLowerCase()} token${keywords.length ? ` with ${keywords.join(', ')}` : ''} (set up by the scenario).`,
  };
}
