/** 614.1a: "If ~ would enter the battlefield, sacrifice a Forest instead. If you do, put ~ onto the battlefield. If you don't, put it into its owner's graveyard." */
import { compiledPoolCard, poolTrace } from './pool';

const onBattlefield = (trace: ReturnType<typeof poolTrace>, name: string) => trace.final.battlefield.some((p) => p.name === name);

describe('614.1a: a land that enters only by sacrificing another', () => {
  it('614.1a: the three sentences are one replacement of how the card enters, of the kind of land named', () => {
    expect(compiledPoolCard('Heart of Yavimaya')).toMatchObject({ entersSacrificing: { subtypes: ['Forest'] } });
    expect(compiledPoolCard('Balduvian Trading Post')).toMatchObject({ entersSacrificing: { subtypes: ['Mountain'], tapped: false } });
  });

  it('614.1a, 305.1: Heart of Yavimaya played: Alice sacrifices a Forest instead, and it is put onto the battlefield', () => {
    const trace = poolTrace(['Heart of Yavimaya'], ['Alice has Forest, Island', 'Alice hand: Heart of Yavimaya', 'Alice plays Heart of Yavimaya']);
    expect(onBattlefield(trace, 'Heart of Yavimaya')).toBe(true);
    expect(onBattlefield(trace, 'Forest')).toBe(false);
    expect(trace.final.players[0]!.graveyard).toEqual(['Forest']);
  });

  it('614.1a: with no Forest to sacrifice, Heart of Yavimaya is put into its owner\'s graveyard; Balduvian Trading Post needs an untapped Mountain', () => {
    const none = poolTrace(['Heart of Yavimaya'], ['Alice has Island', 'Alice hand: Heart of Yavimaya', 'Alice plays Heart of Yavimaya']);
    expect(none.final.players[0]!.graveyard).toEqual(['Heart of Yavimaya']);
    expect(onBattlefield(none, 'Island')).toBe(true);
    const tapped = poolTrace(['Balduvian Trading Post'], ['Alice has Mountain (tapped)', 'Alice hand: Balduvian Trading Post', 'Alice plays Balduvian Trading Post']);
    expect(tapped.final.players[0]!.graveyard).toEqual(['Balduvian Trading Post']);
  });

  it('614.1a: the Swamp to sacrifice is its controller\'s choice: Lake of the Dead with `Alice sacrifices Swamp #2`', () => {
    const trace = poolTrace(['Lake of the Dead'], ['Alice has Swamp, Swamp (tapped)', 'Alice hand: Lake of the Dead', 'Alice sacrifices Swamp #2', 'Alice plays Lake of the Dead']);
    expect(onBattlefield(trace, 'Lake of the Dead')).toBe(true);
    expect(trace.final.battlefield.filter((p) => p.name.startsWith('Swamp')).map((p) => p.tapped)).toEqual([false]);
  });
});
