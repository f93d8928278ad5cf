/** The operators' endpoint: /readyz says what is missing, /metrics is Prometheus text. */
import { interactions } from '../../src/ops/metrics';
import { startOpsServer, type OpsServer } from '../../src/ops/server';

let reasons: string[] = ['data: loading', 'gateway: connecting to Discord'];
let server: OpsServer;
beforeAll(async () => (server = await startOpsServer(0, () => reasons)));
afterAll(() => server.close());

const get = async (path: string) => {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};

it('/healthz answers while the bot is not ready; /readyz is 503 with each reason, then 200', async () => {
  expect(await get('/healthz')).toMatchObject({ status: 200, text: 'ok\n' });
  expect(await get('/readyz')).toMatchObject({ status: 503, text: 'not ready:\ndata: loading\ngateway: connecting to Discord\n' });
  reasons = [];
  expect(await get('/readyz')).toMatchObject({ status: 200, text: 'ready\n' });
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
  const open = await startOpsServer(0, () => [], '0.0.0.0');
  expect(open.host).toBe('0.0.0.0');
  await open.close();
});

it('refuses a port already in use', async () => {
  await expect(startOpsServer(server.port, () => [])).rejects.toMatchObject({ code: 'EADDRINUSE' });
});
