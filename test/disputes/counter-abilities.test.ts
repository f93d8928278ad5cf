/**
 * 115.1, 701.6a: an activated or triggered ability on the stack can be the target of "counter target
 * activated or triggered ability" (Stifle), named in a scenario by its source ("Favored Hoplite's
 * trigger", "Asphodel Wanderer's ability"); countered, it is removed from the stack and does nothing.
 */
import { describeWithSharedData } from '../shared-data';
import { citing, permanent, player } from './play';
import { THEROS_FILES, withTherosCards } from './theros-cards';

const STIFLE = 'define: {name: Stifle, manaCost: "{U}", types: [Instant], spell: {targets: [{kind: ability}], effects: [{do: counter, what: target}]}}';
const TRIGGER_STIFLE = 'define: {name: Trigger Stifle, manaCost: "{U}", types: [Instant], spell: {targets: [{kind: triggered-ability}], effects: [{do: counter, what: target}]}}';

describeWithSharedData('701.6a: countering an activated or triggered ability', THEROS_FILES, () => {
  const { play, error } = withTherosCards();

  it("Stifle counters Favored Hoplite's heroic trigger: no +1/+1 counter, and Gods Willing still resolves", () => {
    const trace = play(`${STIFLE}\nAlice has Favored Hoplite, Plains\nBob has Island\nAlice casts Gods Willing targeting Favored Hoplite choosing red\nBob casts Stifle targeting Favored Hoplite's trigger`);
    expect(citing(trace, '701.6a').map((e) => e.text)).toEqual(["Favored Hoplite's trigger is countered: it is removed from the stack"]);
    expect(trace.verdict).toBe("Stifle resolves; Favored Hoplite's trigger is countered; Gods Willing resolves; Alice 20, Bob 20");
    expect(permanent(trace, 'Favored Hoplite')).toMatchObject({ power: 1, toughness: 2, counters: {}, keywords: ['protection from red'] });
  });

  it("a dies trigger whose source is in the graveyard: Blood Artist's trigger countered, nobody's life changes", () => {
    const trace = play(`${STIFLE}\nAlice has Blood Artist\nBob has 2 Mountain, Island\nBob casts Lightning Strike targeting Blood Artist\npass\nBob casts Stifle targeting Blood Artist trigger`);
    expect([player(trace, 'Alice').life, player(trace, 'Bob').life]).toEqual([20, 20]);
    expect(trace.verdict).toMatch(/Blood Artist's trigger is countered/);
  });

  it('an activated ability: the regeneration ability countered, Asphodel Wanderer is destroyed', () => {
    const trace = play(`${STIFLE}\nAlice has 2 Mountain, Island\nBob has Asphodel Wanderer, 3 Swamp\nAlice casts Lightning Strike targeting Asphodel Wanderer\nBob activates Asphodel Wanderer\nAlice casts Stifle targeting Asphodel Wanderer's ability`);
    expect(player(trace, 'Bob').graveyard).toEqual(['Asphodel Wanderer']);
  });

  it('"counter target triggered ability" can\'t target an activated ability (115.1): the cast is taken back', () => {
    const trace = play(`${TRIGGER_STIFLE}\nAlice has Island\nBob has Asphodel Wanderer, 3 Swamp\nBob activates Asphodel Wanderer\nAlice casts Trigger Stifle targeting Asphodel Wanderer's ability`);
    expect(trace.verdict).toMatch(/^not allowed: Asphodel Wanderer's ability can't be the target of Trigger Stifle: not a triggered ability \(115\.1\)/);
  });

  it('"counter target spell" (Dissolve) can\'t target a trigger (115.1)', () => {
    const trace = play("Alice has Favored Hoplite, Plains\nBob has 3 Island\nAlice casts Gods Willing targeting Favored Hoplite choosing red\nBob casts Dissolve targeting Favored Hoplite's trigger");
    expect(trace.verdict).toMatch(/^not allowed: Favored Hoplite's trigger can't be the target of Dissolve: not a spell \(115\.1\)/);
  });

  it('608.2b: the second of two Stifles on one trigger finds its target gone and doesn\'t resolve', () => {
    const trace = play(`${STIFLE}\nAlice has Favored Hoplite, Plains\nBob has 2 Island\nBob hand: Stifle, Stifle\nAlice casts Gods Willing targeting Favored Hoplite choosing red\nBob casts Stifle targeting Favored Hoplite's trigger\nBob casts Stifle targeting Favored Hoplite's trigger`);
    expect(citing(trace, '608.2b').map((e) => e.text)).toContain("Stifle's target Favored Hoplite's trigger is now illegal: it left the stack (608.2b)");
    expect(trace.verdict).toMatch(/Stifle doesn't resolve \(its targets are illegal\)/);
  });

  it("605.4a: Mana Flare's trigger is a mana ability and never on the stack, so it can't be targeted", () => {
    expect(error(`${STIFLE}\nAlice has Mana Flare, Mountain\nBob has Island\nAlice casts Lightning Bolt targeting Bob\nBob casts Stifle targeting Mana Flare's trigger`)).toMatch(/^line 5, column 28: no ability 'Mana Flare's trigger' is on the stack/);
  });

  it('an ability nothing has put on the stack is an error at its column, naming what is there', () => {
    expect(error(`${STIFLE}\nAlice has Blood Artist\nBob has Island\nBob casts Stifle targeting Blood Artist's trigger`)).toBe(
      "line 4, column 28: no ability 'Blood Artist's trigger' is on the stack — nothing has put an activated or triggered ability on the stack yet: target it after the line that does (a trigger goes on the stack when its event happens, 603.3; a mana ability and its triggers never do, 605.3b, 605.4a)",
    );
  });
});
