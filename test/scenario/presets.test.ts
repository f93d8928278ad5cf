import { findPreset, listPresets, PresetError } from '../../src/scenario/presets';
import { simulate, type Trace } from '../../src/scenario/simulate';
import { resolveDataDir } from '../../src/util/paths';

const DATA = resolveDataDir();

function play(name: string): Trace {
  const result = simulate(findPreset(DATA, name).text, { dataDir: DATA });
  if (!result.ok) throw new Error(`preset ${name}: ${result.message}`);
  return result.trace;
}

const texts = (trace: Trace) => trace.events.map((e) => e.text);
const stackLabels = (trace: Trace) => trace.stacks.map((s) => s.stack.map((item) => item.label));
const permanent = (trace: Trace, label: string) => trace.final.battlefield.find((p) => p.label === label);
const player = (trace: Trace, name: string) => trace.final.players.find((p) => p.name === name)!;

describe('the presets in rules-data/scenarios', () => {
  it('are at least 12, each with a one-line title', () => {
    const presets = listPresets(DATA);
    expect(presets.length).toBeGreaterThanOrEqual(12);
    for (const preset of presets) expect(preset.text.split('\n')[0]).toMatch(/^# \S.{10,}/);
  });

  it.each(listPresets(DATA).map((p) => p.name))('%s runs as written, with a rule on every engine step', (name) => {
    const trace = play(name);
    expect(trace.events.length).toBeGreaterThan(3);
    for (const event of trace.events) if (event.kind !== 'note') expect(event.rules.length).toBeGreaterThan(0);
  });

  it('are found by name with a suggestion for a typo', () => {
    expect(() => findPreset(DATA, 'heroic-resolves-frist')).toThrow(new PresetError("no preset named 'heroic-resolves-frist' — did you mean heroic-resolves-first?"));
  });
});

describe('603.3 and the seed ruling: heroic resolves before the spell that caused it (heroic-resolves-first)', () => {
  const trace = play('heroic-resolves-first');
  it('stacks the trigger on top of Gods Willing and resolves it first', () => {
    expect(stackLabels(trace)).toContainEqual(["Favored Hoplite's trigger", 'Gods Willing']);
    expect(texts(trace).findIndex((t) => /Favored Hoplite's trigger resolves/.test(t))).toBeLessThan(texts(trace).findIndex((t) => /Gods Willing resolves/.test(t)));
  });
});

describe('702.11b and 732: a hexproof target makes the cast illegal and the game goes back (hexproof-illegal-cast)', () => {
  const trace = play('hexproof-illegal-cast');
  it('rewinds: the bolt stays in hand and nothing ever reaches the stack', () => {
    expect(trace.events.map((e) => e.kind)).toEqual(expect.arrayContaining(['illegal-action', 'rewind']));
    expect(player(trace, 'Alice').hand).toEqual(['Lightning Bolt']);
    expect(stackLabels(trace).flat()).toEqual([]);
  });
});

describe('111.10 and 608.2b: a Heartwood token pays for a response that makes the bolt fail (token-pays-for-response)', () => {
  const trace = play('token-pays-for-response');
  it('taps the token for {G} during casting, and the bolt does not resolve', () => {
    expect(texts(trace).some((t) => /Heartwood token's ability resolves at once: Alice adds \{G\}/.test(t))).toBe(true);
    expect(trace.events.some((e) => e.rule === '608.2b' && /doesn't resolve/.test(e.text))).toBe(true);
    expect(permanent(trace, 'Grizzly Bears')).toMatchObject({ power: 3, toughness: 3, damage: 0 });
  });
});

describe('601.2g and 605.3b: a mana ability during casting never uses the stack (mana-ability-during-casting)', () => {
  const trace = play('mana-ability-during-casting');
  it('taps Llanowar Elves at 601.2g and the stack only ever holds Giant Growth', () => {
    expect(trace.events.some((e) => e.kind === 'activate' && e.rules.includes('601.2g') && /Llanowar Elves/.test(e.text))).toBe(true);
    expect(new Set(stackLabels(trace).flat())).toEqual(new Set(['Giant Growth']));
  });
});

describe('603.3b: simultaneous triggers go on the stack in APNAP order (apnap-triggers)', () => {
  const trace = play('apnap-triggers');
  it("puts Alice's (active player's) trigger first, so Bob's is on top and resolves first", () => {
    expect(stackLabels(trace)).toContainEqual(["Bob's Doomed Traveler's trigger", "Alice's Doomed Traveler's trigger"]);
    expect(permanent(trace, 'Spirit token')?.controller).toBe('Bob');
    expect(permanent(trace, "Alice's Spirit token")?.controller).toBe('Alice');
  });
});

describe('603.3b: a player orders their own simultaneous triggers with order: (trigger-order)', () => {
  it('puts the triggers on the stack in the order given, first listed at the bottom', () => {
    const trace = play('trigger-order');
    expect(stackLabels(trace)).toContainEqual(["Doomed Traveler's trigger", "Perilous Myr's trigger"]);
    expect(player(trace, 'Bob').life).toBe(18);
  });

  it('follows the other order when it is written the other way round', () => {
    const text = findPreset(DATA, 'trigger-order').text.replace('order: Perilous Myr, Doomed Traveler', 'order: Doomed Traveler, Perilous Myr');
    const result = simulate(text, { dataDir: DATA });
    expect(result.ok && stackLabels(result.trace)).toContainEqual(["Perilous Myr's trigger", "Doomed Traveler's trigger"]);
  });
});

describe('111.7 and 704.5d: a token that dies triggers, then ceases to exist (token-dies-then-ceases-to-exist)', () => {
  const trace = play('token-dies-then-ceases-to-exist');
  it('triggers Blood Artist, then the token ceases to exist and is in no graveyard', () => {
    const triggered = texts(trace).findIndex((t) => /Blood Artist's ability triggers/.test(t));
    const ceases = trace.events.findIndex((e) => e.rules.includes('704.5d'));
    expect(triggered).toBeGreaterThan(0);
    expect(ceases).toBeGreaterThan(triggered);
    expect(player(trace, 'Alice').graveyard).toEqual([]);
    expect([player(trace, 'Alice').life, player(trace, 'Bob').life]).toEqual([21, 19]);
  });
});

describe('608.2b: a two-target spell with one illegal target resolves for the other (two-targets-one-illegal)', () => {
  const trace = play('two-targets-one-illegal');
  it('deals no damage to the hexproof Bears and 1 to Bob', () => {
    expect(permanent(trace, 'Grizzly Bears')?.damage).toBe(0);
    expect(player(trace, 'Bob').life).toBe(19);
    expect(texts(trace).some((t) => /Arc Trail resolves \(it won't affect its illegal targets/.test(t))).toBe(true);
  });
});

describe('the seed ruling: heroic triggers only once per spell (heroic-once-per-spell)', () => {
  const trace = play('heroic-once-per-spell');
  it('triggers once although Seeds of Strength targets the Hoplite three times', () => {
    expect(texts(trace).filter((t) => /Favored Hoplite's ability triggers/.test(t))).toHaveLength(1);
    expect(permanent(trace, 'Favored Hoplite')).toMatchObject({ power: 5, toughness: 6, counters: { '+1/+1': 1 } });
  });
});

describe('707.10 and the seed ruling: heroic does not trigger for a copy of a spell (heroic-not-on-copies)', () => {
  const trace = play('heroic-not-on-copies');
  it('puts a copy of Gods Willing on the stack without a second heroic trigger', () => {
    expect(trace.events.some((e) => e.rules.includes('707.10') && /Gods Willing copy/.test(e.text))).toBe(true);
    expect(texts(trace).filter((t) => /Favored Hoplite's ability triggers/.test(t))).toHaveLength(1);
    expect(permanent(trace, 'Favored Hoplite')?.counters['+1/+1']).toBe(1);
  });
});

describe('115.7d and the seed ruling: heroic does not trigger when targets are changed to include the creature (heroic-not-on-new-targets)', () => {
  const trace = play('heroic-not-on-new-targets');
  it('moves Gods Willing onto the Hoplite without a heroic trigger', () => {
    expect(trace.events.some((e) => e.rules.includes('115.7d') && /new targets for Gods Willing: Favored Hoplite/.test(e.text))).toBe(true);
    expect(texts(trace).some((t) => /Favored Hoplite's ability triggers/.test(t))).toBe(false);
    expect(permanent(trace, 'Favored Hoplite')).toMatchObject({ power: 1, toughness: 2, keywords: ['protection from red'] });
  });
});

describe('707.2 and the Artisan of Forms rulings (artisan-of-forms-copy, artisan-of-forms-illegal-target, clone-copies-artisan)', () => {
  it('chooses the target as the trigger goes on the stack; Artisan becomes a copy that keeps heroic', () => {
    const trace = play('artisan-of-forms-copy');
    expect(texts(trace).some((t) => /puts Artisan of Forms's trigger on the stack targeting Serra Angel/.test(t))).toBe(true);
    expect(permanent(trace, 'Artisan of Forms')).toMatchObject({ copyOf: 'Serra Angel', power: 4, toughness: 4 });
    expect(trace.events.some((e) => e.kind === 'zone-change' && /Artisan of Forms/.test(e.text))).toBe(false);
  });

  it('answers "you may" with choose no: Artisan stays itself', () => {
    const text = findPreset(DATA, 'artisan-of-forms-copy').text + '\nchoose no';
    const result = simulate(text, { dataDir: DATA });
    expect(result.ok && permanent(result.trace, 'Artisan of Forms')).toMatchObject({ power: 1, toughness: 1 });
    expect(result.ok && permanent(result.trace, 'Artisan of Forms')?.copyOf).toBeUndefined();
  });

  it('makes no copy when the target is illegal on resolution', () => {
    const trace = play('artisan-of-forms-illegal-target');
    expect(trace.events.some((e) => e.rule === '608.2b' && /Artisan of Forms's trigger doesn't resolve/.test(e.text))).toBe(true);
    expect(permanent(trace, 'Artisan of Forms')).toMatchObject({ power: 1, toughness: 1 });
  });

  it('a Clone copying Artisan becomes what Artisan copies', () => {
    const trace = play('clone-copies-artisan');
    expect(permanent(trace, 'Clone')).toMatchObject({ copyOf: 'Artisan of Forms', power: 4, toughness: 4, keywords: expect.arrayContaining(['flying', 'vigilance']) });
  });
});

describe('111.10 and the seeds: a Heartwood token is a real artifact (heartwood-token)', () => {
  it('is created by Heartwood Planter and tapped for {G} at once: it is not a creature, so 302.6 does not stop it', () => {
    const trace = play('heartwood-token');
    expect(trace.events.some((e) => e.rules.includes('111.10') && /creates Heartwood token/.test(e.text))).toBe(true);
    expect(permanent(trace, 'Heartwood token')).toMatchObject({ types: ['Artifact'], token: true, tapped: true, colors: ['R', 'G'] });
    expect(permanent(trace, 'Grizzly Bears')).toMatchObject({ power: 5, toughness: 5 });
  });
});

describe('107.3: X is chosen at casting and paid as part of the cost (x-spell)', () => {
  const trace = play('x-spell');
  it('announces X=4, pays {4}{R} and kills the Serra Angel', () => {
    expect(trace.events.some((e) => e.rules.includes('107.3a') && /X is announced as 4/.test(e.text))).toBe(true);
    expect(texts(trace)).toContain('Alice pays {4}{R} (pool left: empty)');
    expect(player(trace, 'Bob').graveyard).toEqual(['Serra Angel']);
  });
});

describe('107.3m: a permanent enters with the X of the spell it was (x-on-permanents)', () => {
  it('puts Endless One onto the battlefield with 3 +1/+1 counters', () => {
    const trace = play('x-on-permanents');
    expect(trace.events.some((e) => e.rules.includes('107.3m'))).toBe(true);
    expect(permanent(trace, 'Endless One')).toMatchObject({ power: 3, toughness: 3, counters: { '+1/+1': 3 } });
  });
});

describe('107.6: the untap symbol {Q} is paid by untapping (untap-symbol)', () => {
  it('untaps Gilder Bairn to pay {Q}, and the Bears get a third counter', () => {
    const trace = play('untap-symbol');
    expect(trace.events.some((e) => e.kind === 'cost' && e.rules.includes('107.6'))).toBe(true);
    expect(permanent(trace, 'Gilder Bairn')?.tapped).toBe(false);
    expect(permanent(trace, 'Grizzly Bears')?.counters['+1/+1']).toBe(3);
  });

  it('cannot untap an untapped Gilder Bairn again: the activation is refused', () => {
    const text = findPreset(DATA, 'untap-symbol').text.replace('Gilder Bairn (tapped)', 'Gilder Bairn');
    const result = simulate(text, { dataDir: DATA });
    expect(result.ok && result.trace.events.some((e) => e.kind === 'illegal-action' && e.rules.includes('107.6'))).toBe(true);
  });
});

describe('106.7: Exotic Orchard produces only what an opponent’s land could produce (could-produce)', () => {
  it('adds {U} for the Island, so Giant Growth’s {G} cannot be paid and the cast is undone', () => {
    const trace = play('could-produce');
    expect(texts(trace).some((t) => /Exotic Orchard's ability resolves at once: Alice adds \{U\}/.test(t))).toBe(true);
    expect(trace.events.map((e) => e.kind)).toContain('rewind');
    expect(player(trace, 'Alice').hand).toEqual(['Giant Growth']);
  });
});

describe('106.12a and 605.4a: Mana Flare’s mana ability trigger resolves at once (mana-flare)', () => {
  it('adds an extra {G} while the Forest is tapped, left in the pool', () => {
    const trace = play('mana-flare');
    expect(trace.events.some((e) => e.rules.includes('106.12a') && e.rules.includes('605.4a'))).toBe(true);
    expect(trace.final.players[0]!.manaPool).toBe('{G}');
  });
});

describe('106.12b: Contamination replaces the mana a land is tapped for (contamination)', () => {
  it('makes the Forest add {B}, so Giant Growth cannot be paid', () => {
    const trace = play('contamination');
    expect(trace.events.some((e) => e.rules.includes('106.12b') && /adds \{B\}/.test(e.text))).toBe(true);
    expect(player(trace, 'Alice').hand).toEqual(['Giant Growth']);
  });
});

describe('701.6a: Counterspell targets a spell on the stack (counterspell)', () => {
  const trace = play('counterspell');
  it('counters the bolt: Bob keeps his life, the bolt goes to its owner’s graveyard', () => {
    expect(player(trace, 'Bob').life).toBe(20);
    expect(player(trace, 'Alice').graveyard).toEqual(['Lightning Bolt']);
  });
});

describe('302.6: a summoning-sick creature cannot pay a {T} cost (summoning-sick-tap)', () => {
  const trace = play('summoning-sick-tap');
  it('refuses the activation, citing 302.6, and the Elves stay untapped', () => {
    expect(trace.events.some((e) => e.kind === 'illegal-action' && e.rules.includes('302.6'))).toBe(true);
    expect(permanent(trace, 'Llanowar Elves')?.tapped).toBe(false);
  });
});

describe('704.5j: the legend rule (legend-rule)', () => {
  const trace = play('legend-rule');
  it('keeps one Isamaru, Hound of Konda and puts the other into the graveyard', () => {
    expect(trace.final.battlefield.filter((p) => p.name === 'Isamaru, Hound of Konda')).toHaveLength(1);
    expect(player(trace, 'Alice').graveyard).toEqual(['Isamaru, Hound of Konda']);
  });
});

describe('701.21a: sacrificing is a cost, so the dies trigger resolves before the ability (sacrifice-outlet)', () => {
  const trace = play('sacrifice-outlet');
  it("stacks Doomed Traveler's trigger above Viscera Seer's ability", () => {
    expect(stackLabels(trace)).toContainEqual(["Doomed Traveler's trigger", "Viscera Seer's ability"]);
    expect(permanent(trace, 'Spirit token')?.controller).toBe('Alice');
  });
});

describe('111.10a: a Treasure is tapped and sacrificed for mana while casting (treasure-for-mana)', () => {
  const trace = play('treasure-for-mana');
  it('pays Giant Growth with the Treasure, which then ceases to exist', () => {
    expect(trace.final.battlefield.some((p) => p.name === 'Treasure')).toBe(false);
    expect(permanent(trace, 'Grizzly Bears')).toMatchObject({ power: 5, toughness: 5 });
  });
});

describe('104.4b: an endless loop of triggers stops at the step limit (endless-triggers)', () => {
  const trace = play('endless-triggers');
  it('stops with a clear message', () => {
    expect(trace.stopped).toMatch(/^Stopped after \d+ actions/);
  });
});

describe('land-search-in-response', () => {
  const trace = play('land-search-in-response');
  it('701.23a: the Elder sacrificed in response finds the Forest, the library is shuffled (701.24a), and the Bolt loses its target (608.2b)', () => {
    expect(permanent(trace, 'Forest')).toMatchObject({ controller: 'Alice', tapped: true });
    expect(texts(trace)).toContain("Alice shuffles their library (2 cards; Heartwood's shuffle is pseudo-random and replays the same)");
    expect(texts(trace).some((text) => /Lightning Bolt doesn't resolve: all its targets are illegal/.test(text))).toBe(true);
    expect(player(trace, 'Alice').graveyard).toEqual(['Sakura-Tribe Elder']);
  });
});

describe('714.3b and 714.4: a Saga over turns, a chapter each turn, then sacrificed (saga-chapters)', () => {
  const trace = play('saga-chapters');
  it("adds a lore counter as each of Alice's precombat main phases begins; chapter II makes Bob discard, chapter III takes his Hill Giant; then the Saga is sacrificed", () => {
    expect(trace.events.filter((e) => e.rules.includes('714.3b')).map((e) => e.text)).toEqual(['The Eldest Reborn gets a lore counter (now 2)', 'The Eldest Reborn gets a lore counter (now 3)']);
    expect(player(trace, 'Bob').graveyard).toEqual(['Island']);
    expect(permanent(trace, 'Hill Giant')).toMatchObject({ controller: 'Alice', owner: 'Bob' });
    expect(player(trace, 'Alice').graveyard).toEqual(['The Eldest Reborn']);
  });
});

describe('615.1a: Fog cast during combat prevents all combat damage (fog-during-combat)', () => {
  const trace = play('fog-during-combat');
  it('no damage reaches Bob or either blocked creature', () => {
    expect(trace.events.filter((e) => e.kind === 'damage' && e.rules.includes('615.1a')).map((e) => e.objects)).toEqual([['Hill Giant', 'Bob'], ['Grizzly Bears', 'Savannah Lions'], ['Savannah Lions', 'Grizzly Bears']]);
    expect(player(trace, 'Bob').life).toBe(20);
    expect([permanent(trace, 'Grizzly Bears'), permanent(trace, 'Savannah Lions')]).toMatchObject([{ damage: 0 }, { damage: 0 }]);
  });
});

describe('613.1b and 302.6: Control Magic changes control in layer 2; the creature taken can\'t attack that turn (control-magic)', () => {
  const trace = play('control-magic');
  it('Alice controls Serra Angel, and its attack is refused as summoning sick', () => {
    expect(permanent(trace, 'Serra Angel')).toMatchObject({ controller: 'Alice', owner: 'Bob' });
    expect(trace.events.find((e) => e.kind === 'declare' || e.rules.includes('732.1'))?.text).toMatch(/Serra Angel can't attack: it hasn't been under its controller's control continuously since the turn began/);
  });
});

describe('702.102a: a fused split card resolves its left half, then its right (fused-split-card)', () => {
  const trace = play('fused-split-card');
  it('Far returns Grizzly Bears first, so Away makes Bob sacrifice Hill Giant', () => {
    expect(player(trace, 'Bob').hand).toEqual(['Grizzly Bears']);
    expect(player(trace, 'Bob').graveyard).toEqual(['Hill Giant']);
  });
});
