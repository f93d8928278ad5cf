/**
 * The operators' HTTP endpoint (HEARTWOOD_METRICS_PORT, on HEARTWOOD_METRICS_HOST: 127.0.0.1 unless
 * the operator opens it, as the Dockerfile does with 0.0.0.0 so that a container's port can be
 * published): /metrics (Prometheus text format), /healthz (the process is alive: 200
 * while it can answer HTTP at all) and /readyz (200 once the data is loaded and every shard of the
 * process is connected to the gateway; else 503 with what is missing, one reason a line). Damaged
 * data the bot answers around (a damaged ingested card store, the bundled cards answering) keeps it
 * ready, and /readyz names it: "ready, with damaged data:" and one line each.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { registry } from './metrics';

export interface OpsServer {
  /** The address it listens on. */
  host: string;
  port: number;
  close(): Promise<void>;
}

export interface Readiness {
  /** Why the bot cannot answer yet (nothing: ready). */
  missing: string[];
  /** Damage it answers around. */
  damaged: string[];
}

export async function startOpsServer(port: number, readiness: () => Readiness, host = '127.0.0.1'): Promise<OpsServer> {
  const server = http.createServer((req, res) => void answer(req.url ?? '/', res, readiness));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    host: (server.address() as AddressInfo).address,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function answer(url: string, res: http.ServerResponse, readiness: () => Readiness): Promise<void> {
  const send = (status: number, body: string, type = 'text/plain; charset=utf-8') => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };
  const path = url.split('?')[0];
  try {
    if (path === '/metrics') return send(200, await registry.metrics(), registry.contentType);
    if (path === '/healthz') return send(200, 'ok\n');
    if (path === '/readyz') {
      const { missing, damaged } = readiness();
      if (missing.length) return send(503, `not ready:\n${[...missing, ...damaged].join('\n')}\n`);
      return send(200, damaged.length ? `ready, with damaged data:\n${damaged.join('\n')}\n` : 'ready\n');
    }
    send(404, 'not found: /metrics, /healthz and /readyz are served here\n');
  } catch (error) {
    send(500, `${(error as Error).message}\n`);
  }
}
