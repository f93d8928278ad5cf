/**
 * Tournament documents ingested as versions (heartwood ingest --ipg …), like the Comprehensive
 * Rules: the newest answers /ipg, the older stay for /changes document:ipg.
 */
import fs from 'node:fs';
import path from 'node:path';
import { changes } from '../../commands/changes';
import { ipg } from '../../commands/ipg';
import { decodeCustomId } from '../../src/reply/command';
import { renderReplyText } from '../../src/reply/text';
import { resolveDataDir } from '../../src/util/paths';
import { heartwood } from '../cli-process';
import { describeWithSharedData, sharedDataPath } from '../shared-data';

describeWithSharedData('tournament documents kept as versions', ['tournament/ipg.html'], () => {
  const user = process.env.HEARTWOOD_DATA!; // this file's own (test/data-folder.ts)
  const ctx = { dataDir: resolveDataDir(), userDataDir: user, userId: 'test' };
  const env = { HEARTWOOD_DATA: user };
  // A later IPG: another date, Hidden Card Error's definition reworded.
  const later = path.join(user, 'ipg-later.html');
  fs.writeFileSync(
    later,
    fs
      .readFileSync(sharedDataPath('tournament', 'ipg.html'), 'utf8')
      .replace('Effective September 23, 2024', 'Effective February 1, 2026')
      .replace('cannot be corrected by only publicly available', 'cannot be corrected by only public'),
  );

  it('with only the bundled version, /changes document:ipg says there is nothing to compare and how to add one', async () => {
    const reply = await changes.execute({ document: 'ipg' }, { dataDir: resolveDataDir(), userId: 'test' });
    expect(reply.tone).toBe('error');
    expect(renderReplyText(reply)).toContain('Only one version of the Infraction Procedure Guide is kept (September 23, 2024)');
    expect(renderReplyText(reply)).toContain('heartwood ingest --ipg <PDF or URL>');
  });

  it('a document of another kind is refused by its title, and nothing is written', async () => {
    const { code, stderr } = await heartwood(['ingest', '--mtr', later], env);
    expect(code).toBe(1);
    expect(stderr).toContain('its title is "Magic Infraction Procedure Guide", not that of the Magic Tournament Rules. Nothing was changed.');
    expect(fs.existsSync(path.join(user, 'tournament', 'mtr'))).toBe(false);
  });

  it('ingests a newer IPG, which /ipg then answers from; /changes document:ipg shows the reworded infraction', async () => {
    const { code, stdout } = await heartwood(['ingest', '--ipg', later], env);
    expect([code, stdout]).toEqual([0, expect.stringContaining('Infraction Procedure Guide effective February 1, 2026: 36 sections')]);
    expect(stdout).toContain('/ipg now answers from it.');
    expect(renderReplyText(await ipg.execute({ query: 'HCE' }, ctx))).toContain('cannot be corrected by only public information');
    const reply = await changes.execute({ document: 'ipg' }, ctx);
    const text = renderReplyText(reply);
    expect(reply.pages[0]!.title).toBe('Changes to the Infraction Procedure Guide from September 23, 2024 to February 1, 2026');
    expect(text).toContain('Sections: 0 added, 0 removed, 1 changed.');
    expect(text).toContain('Changed 2.3 Hidden Card Error … the game that cannot be corrected by only [-publicly available-]{+public+} information.');
    expect(decodeCustomId(`${reply.pageKey}:0`).args).toEqual(['d', 'ipg', '', '', '0']);
    const json = await heartwood(['changes', '--document', 'ipg', '--json'], env);
    expect(JSON.parse(json.stdout)).toEqual({ document: 'ipg', from: 'September 23, 2024', to: 'February 1, 2026', sections: [{ kind: 'changed', id: '2.3', title: 'Hidden Card Error' }] });
  });
});
