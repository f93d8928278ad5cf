/**
 * Shard ranges: which of the bot's shards a process runs (HEARTWOOD_SHARDS) out of how many the
 * whole bot has (HEARTWOOD_SHARD_COUNT), so that several processes or machines split one bot.
 * Discord sends each guild's events to one shard: (guild_id >> 22) % shard_count.
 */

export interface ShardPlan {
  /** The bot's shards in all, across every process: a number, or Discord's recommendation. */
  count: number | 'auto';
  /** The shards this process (or this ShardingManager) runs: some, or all of them. */
  ids: number[] | 'all';
}

/** The shard that receives a guild's events (Discord's formula). */
export function shardOf(guildId: string, count: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(count));
}

const LIST = /^\d+(-\d+)?(,\d+(-\d+)?)*$/;

/**
 * Reads HEARTWOOD_SHARDS (`auto`, or ids and ranges: `0-3`, `4,5`, `0-1,6`) against
 * HEARTWOOD_SHARD_COUNT (`auto` or a number): the plan, or what is wrong, naming the variables.
 */
export function parseShardPlan(shards = 'auto', count = 'auto'): ShardPlan | { problems: string[] } {
  const problems: string[] = [];
  const total = count === 'auto' ? 'auto' : /^[1-9]\d*$/.test(count) ? Number(count) : undefined;
  if (total === undefined) problems.push(`HEARTWOOD_SHARD_COUNT must be "auto" or the number of shards of the whole bot (1 or more), not "${count}"`);
  const text = shards.replace(/\s+/g, '');
  if (text === 'auto') return problems.length ? { problems } : { count: total!, ids: 'all' };
  if (!LIST.test(text)) return { problems: [...problems, `HEARTWOOD_SHARDS must be "auto" or shard ids and ranges such as 0-3 or 4,5 (not "${shards}")`] };
  const ranges = text.split(',').map((part) => part.split('-').map(Number) as [number, number?]);
  const backwards = ranges.find(([from, to]) => to !== undefined && to < from);
  if (backwards) problems.push(`HEARTWOOD_SHARDS=${shards}: the range ${backwards[0]}-${backwards[1]} runs backwards`);
  if (total === 'auto') problems.push(`HEARTWOOD_SHARDS=${shards} names shards, so HEARTWOOD_SHARD_COUNT must say how many shards the whole bot has, across every process`);
  const highest = Math.max(...ranges.map(([from, to]) => to ?? from));
  if (typeof total === 'number' && highest >= total) {
    problems.push(`HEARTWOOD_SHARDS=${shards} names shard ${highest}, but HEARTWOOD_SHARD_COUNT=${total}: shard ids run from 0 to ${total - 1}`);
  }
  if (problems.length) return { problems };
  const ids = new Set<number>();
  for (const [from, to] of ranges) for (let id = from; id <= (to ?? from); id++) ids.add(id);
  return { count: total as number, ids: [...ids].sort((a, b) => a - b) };
}

/**
 * The shards a discord.js client runs: those its ShardingManager gave the process (discord.js reads
 * them from the environment), else the plan's; with no count, one shard.
 */
export function clientShards({ count, ids }: ShardPlan, env: NodeJS.ProcessEnv = process.env): { shards?: number[]; shardCount?: number } {
  if (env.SHARDING_MANAGER || count === 'auto') return {};
  return ids === 'all' ? { shardCount: count } : { shards: ids, shardCount: count };
}
