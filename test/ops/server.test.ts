/** The operators' endpoint: /readyz says what is missing, /metrics is Prometheus text. */
import { interactions } from '../../src/ops/metrics';
import { startOpsServer, type OpsServer, type Readiness } from '../../src/ops/server';

let readiness: Readiness = { missing: ['data: loading', 'gateway: connecting to Discord'], damaged: [] };
let server: OpsServer;
beforeAll(async () => (server = await startOpsServer(0, () => readiness)));
afterAll(() => server.close());

const get = async (path: string) => {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};

it('/healthz answers while the bot is not ready; /readyz is 503 with each reason, then 200', async () => {
  expect(await get('/healthz')).toMatchObject({ status: 200, text: 'ok\n' });
  expect(await get('/readyz')).toMatchObject({ status: 503, text: 'not ready:\ndata: loading\ngateway: connecting to Discord\n' });
  readiness = { missing: [], damaged: [] };
  expect(await get('/readyz')).toMatchObject({ status: 200, text: 'ready\n' });
});

it('/readyz names damaged data the bot answers around, and stays ready', async () => {
  readiness = { missing: [], damaged: ['cards: the card store is damaged (no header). The bundled cards answer alone.'] };
  expect(await get('/readyz')).toMatchObject({ status: 200, text: 'ready, with damaged data:\ncards: the card store is damaged (no header). The bundled cards answer alone.\n' });
  readiness = { missing: ['gateway: connecting to Discord'], damaged: readiness.damaged };
  expect(await get('/readyz')).toMatchObject({ status: 503, text: expect.stringMatching(/^not ready:\ngateway: connecting to Discord\ncards: the card store is damaged/) });
});

it('/metrics counts what was counted, in the Prometheus text format', async () => {
  interactions.inc({ type: 'command', command: 'rule', outcome: 'answered' });
  const metrics = await get('/metrics');
  expect(metrics.status).toBe(200);
  expect(metrics.type).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(metrics.text).toContain('# TYPE heartwood_interactions_total counter');
  expect(metrics.text).toContain('heartwood_interactions_total{type="command",command="rule",outcome="answered"} 1');
  expect(metrics.text).toMatch(/^heartwood_simulation_queue_depth 0$/m);
});

it('listens on this machine only unless told another address (HEARTWOOD_METRICS_HOST)', async () => {
  expect(server.host).toBe('127.0.0.1');
  const open = await startOpsServer(0, () => ({ missing: [], damaged: [] }), '0.0.0.0');
  expect(open.host).toBe('0.0.0.0');
  await open.close();
});

it('refuses a port already in use', async () => {
  await expect(startOpsServer(server.port, () => ({ missing: [], damaged: [] }))).rejects.toMatchObject({ code: 'EADDRINUSE' });
});
