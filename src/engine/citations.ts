/**
 * Rule citations across CR versions. Events cite rules numbered as in the January 2026 CR. Sections
 * that have moved between versions (e.g. "Handling Illegal Actions": 726 in 2021, 732 in 2026, 733
 * in the seeds' version) are listed here by title, so a citation resolves against whichever CR is loaded.
 */

/** Sections the engine cites whose number has changed between CR versions, by their 2026 number. */
export const MOVABLE_SECTIONS: Readonly<Record<string, string>> = {
  '731': 'Taking Shortcuts',
  '732': 'Handling Illegal Actions',
};

/**
 * Maps a 2026 rule number ("732", "732.2", "601.2c") onto the loaded corpus: if its section is a
 * movable one, `sectionNumberByTitle` (from the loaded CR) gives that section's number there.
 * Returns the number unchanged when the section hasn't moved or the corpus doesn't know the title.
 */
export function resolveCitation(rule: string, sectionNumberByTitle: (title: string) => string | undefined): string {
  const section = rule.slice(0, 3);
  const title = MOVABLE_SECTIONS[section];
  if (!title) return rule;
  const there = sectionNumberByTitle(title);
  return there ? there + rule.slice(3) : rule;
}
