/**
 * What an operator can watch, as Prometheus metrics (prom-client), served with HEARTWOOD_METRICS_PORT
 * (./server): interactions by command and outcome, reply latency, deferrals, errors by class,
 * the simulation pool's queue and run time, the data loaded, the shards, and whether the shared
 * state is in Redis. Only the bot loads it (prom-client takes some 90 ms to load): the console and
 * the command line do not pay for it. Counting is always on; serving needs the port.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { loadCardLibrary } from '../cards/library';
import { loadRules } from '../rules';
import { simulationPool } from '../scenario/pool';
import type { DataSources } from '../util/paths';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const interactions = new Counter({
  name: 'heartwood_interactions_total',
  help: 'Interactions handled, by type (command, autocomplete, button, select, modal), command and outcome (answered, failed, malformed)',
  labelNames: ['type', 'command', 'outcome'] as const,
  registers: [registry],
});

export const replySeconds = new Histogram({
  name: 'heartwood_reply_seconds',
  help: 'Time from an interaction reaching the bot to its answer being sent, by type and command',
  labelNames: ['type', 'command'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const deferrals = new Counter({
  name: 'heartwood_deferrals_total',
  help: 'Answers deferred ("thinking…") because they took more than a second, by command',
  labelNames: ['command'] as const,
  registers: [registry],
});

export const errors = new Counter({
  name: 'heartwood_errors_total',
  help: 'Failed interactions (each logged with its error id), by the class of the error',
  labelNames: ['class'] as const,
  registers: [registry],
});

const simulationSeconds = new Histogram({
  name: 'heartwood_simulation_seconds',
  help: 'Time of a simulation from entering the pool to its result (waiting included), by result (ok, error, time-limit, internal)',
  labelNames: ['result'] as const,
  buckets: SECONDS,
  registers: [registry],
});

new Gauge({
  name: 'heartwood_simulation_queue_depth',
  help: 'Simulations waiting or running in this process',
  registers: [registry],
  collect() {
    this.set(simulationPool().waitingOrRunning);
  },
});

/** The class of a thrown value, for errors_total: TypeError, DiscordAPIError… */
export function errorClass(error: unknown): string {
  return error instanceof Error ? error.constructor.name : typeof error;
}

export interface BotProbes {
  sources: DataSources;
  /** Each shard of this process and whether it is connected and ready. */
  shards(): { id: number; ready: boolean }[];
  /** Whether the shared state is in Redis now (false: this process's memory). */
  usingRedis(): boolean | undefined;
}

/** The metrics read from the running bot: its simulations, and at each scrape its data, its shards, its shared state. */
export function watchBot(probes: BotProbes): void {
  simulationPool().onResult = (result, ms) => simulationSeconds.observe({ result: result.ok ? 'ok' : result.kind }, ms / 1000);
  new Gauge({
    name: 'heartwood_rules_info',
    help: 'The Comprehensive Rules the commands answer from (their effective date)',
    labelNames: ['effective_date'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const rules = tryLoading(() => loadRules(probes.sources));
      if (rules) this.set({ effective_date: rules.version?.date ?? rules.effectiveDate }, 1);
    },
  });
  new Gauge({
    name: 'heartwood_cards',
    help: 'Cards loaded, by origin (bundled with Heartwood, or ingested into the data folder)',
    labelNames: ['origin'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const library = tryLoading(() => loadCardLibrary(probes.sources));
      if (!library) return;
      this.set({ origin: 'ingested' }, library.ingestedCards);
      this.set({ origin: 'bundled' }, library.size - library.ingestedCards);
    },
  });
  new Gauge({
    name: 'heartwood_shard_ready',
    help: 'Shards of this process: 1 when connected to the gateway and ready, else 0',
    labelNames: ['shard'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const shard of probes.shards()) this.set({ shard: String(shard.id) }, shard.ready ? 1 : 0);
    },
  });
  new Gauge({
    name: 'heartwood_shared_state_redis',
    help: 'Where the /simulate limits, the trace cache and the refresh lock are: 1 in Redis, 0 in this process (no REDIS_URL, or Redis unreachable)',
    registers: [registry],
    collect() {
      this.set(probes.usingRedis() ? 1 : 0);
    },
  });
}

function tryLoading<T>(load: () => T): T | undefined {
  try {
    return load();
  } catch {
    return undefined;
  }
}
