/**
 * 702.104 Tribute and 603.4 intervening "if" with Fanatic of Xenagos: the opponent's choice is written
 * `Bob pays tribute` / `Bob doesn't pay tribute`; with tribute paid the ability doesn't trigger at all,
 * and the trace says so.
 */
import { describeWithSharedData } from '../shared-data';
import { citing, permanent, player } from './play';
import { THEROS_FILES, withTherosCards } from './theros-cards';

describeWithSharedData('702.104, 603.4: tribute', THEROS_FILES, () => {
  const { play, error } = withTherosCards();

  it('tribute paid: a +1/+1 counter, no trigger (603.4), no haste, so it can’t attack this turn (302.6)', () => {
    const trace = play('Alice has 3 Mountain, Forest\nAlice casts Fanatic of Xenagos\nBob pays tribute\nresolve all\nAlice attacks with Fanatic of Xenagos');
    expect(citing(trace, '702.104a')[0]!.text).toBe('Bob pays tribute: Fanatic of Xenagos enters with 1 +1/+1 counter');
    expect(citing(trace, '603.4')[0]!.text).toMatch(/^Fanatic of Xenagos's ability doesn't trigger \(Fanatic of Xenagos entered the battlefield\): its "if" condition doesn't hold/);
    expect(trace.verdict).toMatch(/not allowed: Fanatic of Xenagos can't attack/);
    expect(permanent(trace, 'Fanatic of Xenagos')).toMatchObject({ power: 4, toughness: 4, counters: { '+1/+1': 1 } });
  });

  it('tribute not paid: +1/+1 and haste until end of turn, and it attacks for 4 with trample', () => {
    const trace = play("Alice has 3 Mountain, Forest\nAlice casts Fanatic of Xenagos\nBob doesn't pay tribute\nresolve all\nAlice attacks with Fanatic of Xenagos");
    expect(player(trace, 'Bob').life).toBe(16);
  });

  it('"pays tribute" with more words is an error with the forms it takes', () => {
    expect(error('Alice has Fanatic of Xenagos\nBob pays tribute twice')).toBe("line 2, column 10: cannot read 'Bob pays tribute twice' — write 'Bob pays', 'Bob doesn't pay', 'Bob pays echo', 'Bob pays tribute' or 'Bob doesn't block'");
  });
});
