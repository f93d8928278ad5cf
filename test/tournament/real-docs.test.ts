/** The parser on the real pdftohtml renders of the MTR, IPG and JAR (../shared/data/tournament), and searches over them. */
import fs from 'node:fs';
import { textLines } from '../../src/tournament/layout';
import { parseTournamentDoc } from '../../src/tournament/parse';
import { renderRuns } from '../../src/tournament/render';
import { IPG_ABBREVIATIONS, tournamentDocFromData, type TournamentDoc } from '../../src/tournament';
import type { TournamentKind } from '../../src/tournament/model';
import { describeWithSharedData, sharedDataPath } from '../shared-data';

const FILES = ['tournament/mtr.html', 'tournament/ipg.html', 'tournament/jar.html'];

function load(kind: TournamentKind): TournamentDoc {
  const html = fs.readFileSync(sharedDataPath('tournament', `${kind}.html`), 'utf8');
  return tournamentDocFromData(parseTournamentDoc(kind, textLines(renderRuns(html)), `${kind}.html`));
}

/** The contents of a render: `3.10 Card Shuffling ....18` lines, read with nothing but a regular expression over the text. */
function contents(kind: TournamentKind): { id: string; title: string }[] {
  const html = fs.readFileSync(sharedDataPath('tournament', `${kind}.html`), 'utf8');
  const text = [...html.matchAll(/<p [^>]*>([\s\S]*?)<\/p>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '')).join(' ').replace(/&#160;/g, ' ').replace(/\s+/g, ' ');
  return [...text.matchAll(/(?:^|\s)(\d{1,2}\.\d{1,2})\.?\s+([A-Z][^.]*?)\s*\.{4,}\s*\d+/g)].map((m) => ({ id: m[1]!, title: m[2]!.trim() }));
}

describeWithSharedData('the tournament documents as rendered', FILES, () => {
  const mtr = load('mtr');
  const ipg = load('ipg');
  const jar = load('jar');

  it('reads each title and effective date, small capitals read back as words', () => {
    expect([mtr.data.title, mtr.data.effectiveDate]).toEqual(['Magic: The Gathering® Tournament Rules', 'November 10, 2025']);
    expect([ipg.data.title, ipg.data.effectiveDate]).toEqual(['Magic Infraction Procedure Guide', 'September 23, 2024']);
    expect(jar.data.effectiveDate).toBe('September 23, 2024');
    expect(ipg.get('1.1')?.title).toBe('Definition of Penalties');
  });

  it.each([['mtr'], ['ipg']] as const)('every numbered section the %s contents list is found by number, with its title', (kind) => {
    const doc = kind === 'mtr' ? mtr : ipg;
    const listed = contents(kind);
    expect(listed.length).toBeGreaterThan(kind === 'mtr' ? 80 : 25);
    for (const { id, title } of listed) {
      const section = doc.exact(id);
      expect([id, section && (section.category ? `${section.category} — ${section.title}` : section.title)]).toEqual([id, title]);
    }
    expect(mtr.exact('appendix b')?.title).toBe('Time Limits');
  });

  it('no page furniture or contents line is left in the text', () => {
    const paragraphs = [...mtr.data.sections, ...ipg.data.sections, ...jar.data.sections].flatMap((s) => s.parts.flatMap((p) => p.paragraphs));
    expect(paragraphs.filter((p) => /^\d{1,3}$|\.{6,}|All trademarks are property/.test(p))).toEqual([]);
  });

  const infractions = () => ipg.data.sections.filter((section) => section.category);
  it('every IPG infraction is found by its name and by category and name, with its penalty', () => {
    expect(infractions()).toHaveLength(23);
    for (const section of infractions()) {
      expect(section.penalty).toMatch(/^(?:No Penalty|Warning|Game Loss|Match Loss|Disqualification)$/);
      expect(ipg.exact(section.title)?.id).toBe(section.id);
      expect(ipg.exact(`${section.category} — ${section.title}`)?.id).toBe(section.id);
    }
    expect([ipg.exact('Hidden Card Error')?.penalty, ipg.exact('cheating')?.penalty]).toEqual(['Warning', 'Disqualification']);
  });

  it('every infraction has a definition, and most have examples and a philosophy', () => {
    for (const section of infractions()) expect([section.id, section.parts[0]?.label]).toEqual([section.id, 'Definition']);
    const labelled = (label: string) => infractions().filter((s) => s.parts.some((p) => p.label === label)).length;
    expect(labelled('Examples')).toBe(23);
    expect(labelled('Philosophy')).toBeGreaterThanOrEqual(21);
  });

  it.each([
    ['GRV', '2.5'], ['GPE', '2'], ['HCE', '2.3'], ['LEC', '2.2'], ['MPE', '2.4'], ['FtMGS', '2.6'], ['MT', '2.1'], ['CPV', '3.7'],
    ['DDLP', '3.4'], ['D/DLP', '3.4'], ['USC', '4'], ['OA', '3.2'], ['SP', '3.3'], ['TE', '3'], ['usc major', '4.2'],
  ])('the abbreviation %s finds IPG %s', (abbreviation, id) => {
    expect(ipg.exact(abbreviation)?.id).toBe(id);
  });

  it('every abbreviation names a section that exists', () => {
    for (const [abbreviation, title] of Object.entries(IPG_ABBREVIATIONS)) expect([abbreviation, ipg.exact(abbreviation)?.title]).toEqual([abbreviation, title]);
  });

  it.each([
    ['ipg', 'missed trigger', '2.1'],
    ['ipg', 'slow play', '3.3'],
    ['ipg', 'outside assistance', '3.2'],
    ['ipg', 'decklist problem', '3.4'],
    ['mtr', 'deck registration', '2.7'],
    ['mtr', 'slow play', '5.5'],
    ['mtr', 'shuffling', '3.10'],
    ['mtr', 'tiebreakers', '3.1'],
    ['jar', 'missed trigger', '1.1'],
    ['jar', 'illegal cards in the deck', '1.5'],
  ] as const)('%s "%s" ranks %s first', (kind, query, id) => {
    const doc = { mtr, ipg, jar }[kind];
    expect(doc.words(query, 5).sections[0]?.id).toBe(id);
  });

  it('autocomplete offers the section a number or abbreviation names first', () => {
    expect(ipg.autocomplete('GRV')[0]?.value).toBe('2.5');
    expect(mtr.autocomplete('3.1').map((c) => c.value)).toEqual(expect.arrayContaining(['3.1', '3.10', '3.16']));
  });
});
