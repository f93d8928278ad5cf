/**
 * A local HTTP server for tests that download (the Wizards rules page, Scryfall's bulk data,
 * MTGJSON): no test contacts the real internet. Routes are fixed answers or functions, and every
 * request is counted by path.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Route {
  status?: number;
  body: string | Buffer;
  headers?: Record<string, string>;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
}

export interface FixtureServer {
  url: string;
  /** Requests so far, by path. */
  hits: Map<string, number>;
  /** The headers of the last request, by path. */
  headers: Map<string, http.IncomingHttpHeaders>;
  /** Replaces or adds routes while the server runs. */
  routes: Record<string, Route | (() => Route)>;
  close(): Promise<void>;
}

export async function startServer(routes: Record<string, Route | (() => Route)>): Promise<FixtureServer> {
  const hits = new Map<string, number>();
  const headers = new Map<string, http.IncomingHttpHeaders>();
  const fixture = { routes, hits, headers } as FixtureServer;
  const server = http.createServer((request, response) => {
    const path = decodeURI(request.url ?? '');
    hits.set(path, (hits.get(path) ?? 0) + 1);
    headers.set(path, request.headers);
    const found = fixture.routes[path];
    const route = typeof found === 'function' ? found() : found;
    setTimeout(() => {
      response.writeHead(route?.status ?? (route ? 200 : 404), { 'content-type': 'text/plain', ...route?.headers });
      response.end(route?.body ?? 'not found');
    }, route?.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fixture.url = `http://127.0.0.1:${port}`;
  fixture.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fixture;
}
