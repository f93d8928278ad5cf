import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inWords } from '../../src/util/file-errors';

const failure = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('it did not fail');
};

describe('a failed file operation is said in words, naming what failed and where', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'heartwood-words-'));
  const file = path.join(folder, 'a-file');
  fs.writeFileSync(file, '');

  it('a folder to create under a file', () => {
    expect(inWords(failure(() => fs.mkdirSync(path.join(file, 'rules'))))).toBe(`cannot create the folder ${path.join(file, 'rules')}: part of its path is a file, not a folder (ENOTDIR)`);
  });

  it('a file that is missing, or a folder', () => {
    expect(inWords(failure(() => fs.readFileSync(path.join(folder, 'missing.json'))))).toBe(`cannot open ${path.join(folder, 'missing.json')}: it does not exist (ENOENT)`);
    expect(inWords(failure(() => fs.readFileSync(folder)))).toBe('cannot read: it is a folder, not a file (EISDIR)');
  });

  it('read-only and full disks, as the system reports them', () => {
    const reported = (code: string, syscall: string) => Object.assign(new Error(`${code}: raw`), { code, syscall, path: '/data/card-store.json' });
    expect(inWords(reported('EROFS', 'open'))).toBe('cannot open /data/card-store.json: the file system is read-only (EROFS)');
    expect(inWords(reported('ENOSPC', 'write'))).toBe('cannot write /data/card-store.json: the disk is full (ENOSPC)');
  });

  it('any other error keeps its message', () => {
    expect(inWords(new Error('the card store is empty'))).toBe('the card store is empty');
    expect(inWords('plain')).toBe('plain');
  });
});
