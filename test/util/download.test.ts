import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { DOWNLOAD_FOLDER_PREFIX, fetchText, withDownloadedFile } from '../../src/util/download';

const QUICK = { connectMs: 300, idleMs: 300, totalMs: 1500 };

/**
 * /hang never answers; /stall sends the headers and a first chunk, then nothing; /ok answers at
 * once. Hostile servers: /drip sends a byte every 100 ms, forever; /endless sends 64 KB chunks
 * as fast as it can, forever; /cut promises 100,000 bytes and closes after 15; /loop redirects to itself.
 */
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/ok') return response.end('all of it');
    if (request.url === '/loop') return response.writeHead(302, { location: '/loop' }).end();
    if (request.url === '/cut') {
      response.writeHead(200, { 'content-length': '100000' });
      return response.end('the first bytes', () => request.socket.destroy());
    }
    if (request.url === '/drip' || request.url === '/endless') {
      response.writeHead(200);
      const chunk = request.url === '/drip' ? 'x' : 'x'.repeat(1 << 16);
      const send = (): void => {
        if (response.destroyed) return;
        if (request.url === '/drip') setTimeout(() => response.write(chunk, send), 100);
        else response.write(chunk, send);
      };
      return send();
    }
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

  it('a server that drips a byte now and then: a total timeout', async () => {
    await expect(withDownloadedFile(`${base}/drip`, 'test', () => 'unused', QUICK)).rejects.toThrow(`GET ${base}/drip: the download took longer than 1500 ms, the time a download may take (total timeout)`);
    await expect(fetchText(`${base}/drip`, QUICK)).rejects.toThrow(/total timeout/);
    expect(ownDownloadFolders()).toEqual([]);
  });
});

describe('hostile servers end a download with a clear error', () => {
  it('an endless page stops at the size a page may have', async () => {
    await expect(fetchText(`${base}/endless`, QUICK, 1 << 20)).rejects.toThrow(`GET ${base}/endless: the download is over 1 MB, more than a page may have; refusing`);
  });

  it('an endless file stops at the size the file may have, and the download folder is removed', async () => {
    await expect(withDownloadedFile(`${base}/endless`, 'test', () => 'unused', QUICK, 2 << 20)).rejects.toThrow(`GET ${base}/endless: the download is over 2 MB, more than this file may have; refusing`);
    expect(ownDownloadFolders()).toEqual([]);
  });

  it('a body cut short: the server closed the connection before the download ended', async () => {
    await expect(withDownloadedFile(`${base}/cut`, 'test', () => 'unused', QUICK)).rejects.toThrow(`GET ${base}/cut: the server closed the connection before the download ended`);
    await expect(fetchText(`${base}/cut`, QUICK)).rejects.toThrow(`GET ${base}/cut: the server closed the connection before the download ended`);
  });

  it('a redirect loop: the URL and "redirect count exceeded"', async () => {
    await expect(fetchText(`${base}/loop`, QUICK)).rejects.toThrow(`GET ${base}/loop failed: redirect count exceeded`);
  });
});

describe('a healthy server', () => {
  it('a healthy download is handed over whole', async () => {
    expect(await withDownloadedFile(`${base}/ok`, 'test', (file) => fs.readFileSync(file, 'utf8'), QUICK)).toBe('all of it');
    expect(await fetchText(`${base}/ok`, QUICK)).toBe('all of it');
  });
});
