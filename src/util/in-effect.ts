/**
 * Dated documents (the Comprehensive Rules, the tournament documents) are published ahead of the
 * date they take effect: a kept version dated later than today waits, and is answered from on its
 * date. A file dated 2099 is kept, and changes nothing until then.
 */

/** Today as an ISO date (UTC): `2026-12-03`. */
export function isoToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The versions in effect today, oldest first; when none is in effect yet, the oldest alone, so that something answers. */
export function inEffect<V extends { date: string }>(versions: V[], today = isoToday()): V[] {
  const effective = versions.filter((version) => version.date <= today);
  return effective.length ? effective : versions.slice(0, 1);
}

/** The version answered from: the newest in effect. */
export function versionInUse<V extends { date: string }>(versions: V[], today = isoToday()): V | undefined {
  return inEffect(versions, today).at(-1);
}
