import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/util/paths';
import { sweepStaleFiles } from '../../src/util/sweep';

/** The id of a process that has ended. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

function folder(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

function touch(file: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'partial');
  return file;
}

describe('sweeping what killed processes left', () => {
  it('removes the download and ingest folders and atomic-write temporary files of ended processes, and nothing else', () => {
    const dead = deadPid();
    const temp = folder('heartwood-sweep-tmp-');
    const data = folder('heartwood-sweep-data-');
    const stale = [
      touch(path.join(temp, `heartwood-download-${dead}-Ab12Cd`, 'download')),
      touch(path.join(temp, `heartwood-ingest-${dead}-Qw56Er`, 'cards.jsonl')),
      touch(path.join(data, `corpus.json.tmp-${dead}-m3k9x`)),
      touch(path.join(data, `card-store.json.lines.tmp-${dead}-m3k9x`)),
      touch(path.join(data, 'cards', `extra.yaml.tmp-${dead}-1z`)),
    ].map((file) => (file.endsWith('download') || file.endsWith('.jsonl') ? path.dirname(file) : file));
    const kept = [
      touch(path.join(temp, `heartwood-download-${process.pid}-Xy34Zw`, 'download')),
      touch(path.join(temp, `heartwood-ingest-${process.pid}-Xy34Zw`, 'cards.jsonl')),
      touch(path.join(temp, 'someone-elses-folder', 'file')),
      touch(path.join(data, `card-store.json.tmp-${process.pid}-m3k9x`)),
      touch(path.join(data, 'corpus.json')),
      touch(path.join(data, 'notes.tmp-draft')),
    ];
    expect(sweepStaleFiles(data, temp).sort()).toEqual(stale.sort());
    for (const file of stale) expect(fs.existsSync(file)).toBe(false);
    for (const file of kept) expect(fs.existsSync(file)).toBe(true);
  });

  it('runs after a failed `heartwood ingest` and at start-up (`heartwood start`, here the console), in the data folder', () => {
    const data = folder('heartwood-sweep-cli-');
    const run = (args: string[]) => spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'bin', 'heartwood.js'), ...args], { encoding: 'utf8', input: '', timeout: 30000, env: { ...process.env, HEARTWOOD_DATA: data, DISCORD_TOKEN: '' } });
    const leftover = touch(path.join(data, 'versions', `cr-2026-03-03.json.tmp-${deadPid()}-a1`));
    const failed = run(['ingest', '--cr', path.join(data, 'no-such-file.txt')]);
    expect(failed.status).toBe(1);
    expect(fs.existsSync(leftover)).toBe(false);
    const download = path.join(os.tmpdir(), `heartwood-download-${deadPid()}-Qw12Er`);
    touch(path.join(download, 'download'));
    run(['start']);
    expect(fs.existsSync(download)).toBe(false);
    expect(execFileSync('find', [data, '-name', '*.tmp-*']).toString()).toBe('');
  });
});
