import { inEffect, isoToday, versionInUse } from '../../src/util/in-effect';

const versions = [{ date: '2025-11-14' }, { date: '2026-01-16' }, { date: '2099-03-03' }];

describe('dated documents take effect on their date', () => {
  it('a version dated after today waits: the newest in effect is answered from', () => {
    expect(versionInUse(versions, '2026-12-03')).toEqual({ date: '2026-01-16' });
    expect(inEffect(versions, '2026-12-03')).toEqual(versions.slice(0, 2));
  });

  it('on its date it is in use', () => {
    expect(versionInUse(versions, '2099-03-03')).toEqual({ date: '2099-03-03' });
  });

  it('when none is in effect yet, the oldest answers rather than nothing', () => {
    expect(inEffect(versions, '2020-01-01')).toEqual([{ date: '2025-11-14' }]);
    expect(versionInUse([], '2020-01-01')).toBeUndefined();
  });

  it('today is the UTC date', () => {
    expect(isoToday(new Date('2026-12-03T23:59:00Z'))).toBe('2026-12-03');
  });
});
