/** The scenario language's words for a library search (701.23): `Alice library: …` (top first) and `searching for …`. */
import { simulate, type Trace } from '../../src/scenario/simulate';

const WILDS = 'define: {name: Wilds Test, types: [Land], abilities: [{kind: activated, cost: {tap: true, sacrificeSelf: true}, effects: [{do: search-library, filter: {types: [Land], supertypes: [Basic]}, max: 1, to: battlefield, tapped: true}], text: "{T}, Sacrifice Wilds Test: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle."}]}';

function run(text: string): Trace {
  const result = simulate(text);
  if (!result.ok) throw new Error(result.message);
  return result.trace;
}

describe('701.23: `searching for` names what a search finds', () => {
  it('`searching for Forest` finds the Forest of the stated library; without it, the first basic land (the trace says so)', () => {
    const named = run(`${WILDS}\nAlice has Wilds Test\nAlice library: Island, Forest, Mountain\nAlice activates Wilds Test searching for Forest\nresolve`);
    const text = named.events.map((e) => e.text).join('\n');
    expect(text).toMatch(/Alice searches their library and finds Forest\b/);
    expect(text).not.toMatch(/none was named/);
    const byDefault = run(`${WILDS}\nAlice has Wilds Test\nAlice library: Island, Forest, Mountain\nAlice activates Wilds Test\nresolve`);
    expect(byDefault.events.map((e) => e.text).join('\n')).toMatch(/finds Island \(the first one in library order; none was named\)/);
  });
});
