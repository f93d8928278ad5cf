/**
 * The card data the benchmarks use: 35,000 distinct card names (the real ones of the Scryfall
 * sample and the Theros block, then generated ones, the same every run) and a card store of them
 * with 70,000 rulings, as after `heartwood ingest --cards scryfall`.
 */
import fs from 'node:fs';
import { STORE_FORMAT, type Card, type CardStore, type Ruling } from '../../src/cards/model';
import { writeCardStore } from '../../src/cards/store';
import { sharedDataPath } from '../shared-data';
import { requireFile } from './measure';

export const NAME_COUNT = 35_000;
export const RULING_COUNT = 70_000;

/** A small deterministic generator (no Math.random): the same names every run. */
export function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const ADJECTIVES = 'Ancient Blazing Crimson Dread Elder Feral Gilded Hallowed Iron Jade Keen Lunar Molten Noble Obsidian Pale Quiet Radiant Savage Thorned Umbral Vast Wild Young Zealous Ashen Briny Cursed Dusk Ember Frost Grim Hollow Ivory Jagged Kindled Lost Mystic Night Onyx Primal Rune Storm Tidal Verdant Woven Sunlit Shadow Bitter Golden'.split(' ');
const NOUNS = 'Hoplite Crusader Artisan Oracle Phoenix Hydra Sphinx Minotaur Satyr Nymph Titan Harpy Gorgon Centaur Cyclops Siren Warden Herald Seer Reaver Drake Wurm Golem Sentinel Shaman Knight Rogue Monk Witch Vampire Angel Demon Dragon Elemental Spirit Giant Goblin Elf Merfolk Zombie Horror Beast Wolf Serpent Kraken Leviathan Griffin Pegasus Chimera Colossus'.split(' ');
const PLACES = 'Akros Meletis Setessa Nyx Theros Iroas Leina Tower Olantin Phoberos Skophos Agoraion Kruphix Mogis Ephara Karametra Heliod Thassa Erebos Purphoros Nylea Keranos Pharika Athreos Xenagos Kythios Oreskos Tethmos Dakra Lagonna Pheres Ordeal Bident Hours Sorrows Dreams Fury Ruin Ages Tides'.split(' ');

/** 35,000 distinct names: the real ones of the Scryfall sample and Theros block first, then generated ones. */
export function cardNames(): string[] {
  const names = new Set<string>(realNames());
  const random = generator(7);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const patterns = [
    () => `${pick(ADJECTIVES)} ${pick(NOUNS)}`,
    () => `${pick(NOUNS)} of ${pick(PLACES)}`,
    () => `${pick(ADJECTIVES)} ${pick(NOUNS)} of ${pick(PLACES)}`,
    () => `${pick(PLACES)}'s ${pick(ADJECTIVES)} ${pick(NOUNS)}`,
    () => `${pick(PLACES)}, ${pick(ADJECTIVES)} ${pick(NOUNS)}`,
  ];
  while (names.size < NAME_COUNT) names.add(pick(patterns)());
  return [...names];
}

function realNames(): string[] {
  const names: string[] = ['Opt', 'Nix', 'Phoenix', 'Fling', 'Akki Boneflinger'];
  for (const set of ['THS', 'BNG', 'JOU']) {
    const file = sharedDataPath('mtgjson-v5.2.0', `${set}.json`);
    requireFile(file, `the MTGJSON ${set} set file (../shared/data), whose real card names the benchmarks use`);
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { data: { cards: { name: string }[] } };
    names.push(...data.data.cards.map((card) => card.name));
  }
  return names;
}

export function fakeUuid(n: number): string {
  const hex = n.toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${hex.slice(-12)}`;
}

export const LANGUAGES = ['German', 'French', 'Japanese', 'Russian', 'Chinese Simplified'];

/** A store of 35,000 cards (the names above, sample-like text) and 70,000 rulings; `languages` foreign names per card. */
export function writeLargeStore(dataDir: string, languages: number): void {
  const names = cardNames();
  const cards: Card[] = names.map((name, i) => ({
    id: fakeUuid(i),
    layout: 'normal',
    name,
    manaCost: '{2}{W}',
    typeLine: 'Creature — Human Soldier',
    oracleText: `Heroic — Whenever you cast a spell that targets ${name}, put a +1/+1 counter on each creature you control.`,
    power: '2',
    toughness: '2',
    ...(languages ? { foreignNames: LANGUAGES.slice(0, languages).map((language, l) => ({ language, name: `${l % 2 ? 'Ébène' : '忌まわしき'} ${name} ${l}` })) } : {}),
  }));
  const rulings: Record<string, Ruling[]> = {};
  for (let r = 0; r < RULING_COUNT; r++) {
    const card = cards[r % cards.length]!;
    (rulings[card.id] ??= []).push({ date: '2013-09-15', source: 'wotc', text: `Ruling ${r}: heroic abilities will trigger only once per spell, even if that spell targets ${card.name} multiple times.` });
  }
  const store: CardStore = { format: STORE_FORMAT, sources: ['bench'], cards, rulings };
  writeCardStore(dataDir, store);
}

