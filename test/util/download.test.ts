import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { DOWNLOAD_FOLDER_PREFIX, fetchText, withDownloadedFile } from '../../src/util/download';

const QUICK = { connectMs: 300, idleMs: 300 };

/** /hang never answers; /stall sends the headers and a first chunk, then nothing; /ok answers at once. */
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/ok') return response.end('all of it');
    if (request.url === '/stall') {
      response.writeHead(200, { 'content-length': '100000' });
      response.write('the first bytes');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const ownDownloadFolders = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(`${DOWNLOAD_FOLDER_PREFIX}${process.pid}-`));

describe('downloads never hang on a stalled server', () => {
  it('a server that never answers: a connect timeout naming the URL', async () => {
    await expect(withDownloadedFile(`${base}/hang`, 'test', () => 'unused', QUICK)).rejects.toThrow(`GET ${base}/hang: no answer within 300 ms (connect timeout)`);
    await expect(fetchText(`${base}/hang`, QUICK)).rejects.toThrow(`GET ${base}/hang: no answer within 300 ms (connect timeout)`);
  });

  it('a server that stops sending: an idle timeout naming the URL, and the download folder is removed', async () => {
    await expect(withDownloadedFile(`${base}/stall`, 'test', () => 'unused', QUICK)).rejects.toThrow(`GET ${base}/stall: the download stalled: no data for 300 ms (idle timeout)`);
    await expect(fetchText(`${base}/stall`, QUICK)).rejects.toThrow(/the download stalled/);
    expect(ownDownloadFolders()).toEqual([]);
  });

  it('no server at all: the URL and the reason, in one line', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/gone`;
    await new Promise((resolve) => closed.close(resolve));
    await expect(fetchText(url, QUICK)).rejects.toThrow(new RegExp(`^GET ${url} failed: connect ECONNREFUSED`));
  });

  it('a healthy download is handed over whole', async () => {
    expect(await withDownloadedFile(`${base}/ok`, 'test', (file) => fs.readFileSync(file, 'utf8'), QUICK)).toBe('all of it');
    expect(await fetchText(`${base}/ok`, QUICK)).toBe('all of it');
  });
});
