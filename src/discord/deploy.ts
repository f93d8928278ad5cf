/**
 * Registers the commands with Discord (bulk overwrite), globally or for one guild, with the
 * German localizations applied, and says what changed compared to what was registered before.
 */
import { REST } from '@discordjs/rest';
import { Routes } from 'discord-api-types/v10';
import type { CommandModule } from '../reply/command';
import type { DiscordConfig } from './config';
import { localizeDefinition } from './german';

type Definition = CommandModule['definition'];
type Remote = Record<string, unknown> & { name: string; type?: number };

/** Fields Discord adds or fills in itself, compared only when our definition sets them. */
const COMPARED_WHEN_REMOTE_ONLY = new Set(['options', 'choices', 'description_localizations', 'name_localizations', 'autocomplete', 'required']);

export interface CommandChanges {
  added: string[];
  removed: string[];
  changed: { name: string; fields: string[] }[];
  unchanged: string[];
}

/** What registering `local` changes, given what Discord has (`remote`). Commands are matched by name and type. */
export function diffCommands(local: Definition[], remote: Remote[]): CommandChanges {
  const key = (command: { name: string; type?: number }) => `${command.type ?? 1}:${command.name}`;
  const remoteByKey = new Map(remote.map((command) => [key(command), command]));
  const localKeys = new Set(local.map(key));
  const changes: CommandChanges = { added: [], removed: [], changed: [], unchanged: [] };
  for (const command of local) {
    const before = remoteByKey.get(key(command));
    if (!before) {
      changes.added.push(command.name);
      continue;
    }
    const fields = differingFields(command as unknown as Record<string, unknown>, before);
    if (fields.length) changes.changed.push({ name: command.name, fields });
    else changes.unchanged.push(command.name);
  }
  changes.removed = remote.filter((command) => !localKeys.has(key(command))).map((command) => command.name);
  return changes;
}

function differingFields(local: Record<string, unknown>, remote: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(local), ...Object.keys(remote).filter((k) => COMPARED_WHEN_REMOTE_ONLY.has(k))]);
  return [...keys].filter((k) => !same(local[k], remote[k])).sort();
}

/** Deep equality where absent, null, false and empty are all "not set" (Discord omits defaults). */
function same(a: unknown, b: unknown): boolean {
  if (unset(a) && unset(b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => same(item, b[i]));
  if (isObject(a) && isObject(b)) return differingFields(a, b).length === 0;
  return a === b;
}

function unset(value: unknown): boolean {
  return value === undefined || value === null || value === false || (Array.isArray(value) && value.length === 0) || (isObject(value) && Object.keys(value).length === 0);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function describeChanges(changes: CommandChanges, where: string): string {
  const total = changes.added.length + changes.changed.length + changes.unchanged.length;
  const lines = [`Registered ${total} command${total === 1 ? '' : 's'} ${where}:`];
  for (const name of changes.added) lines.push(`  + added      ${name}`);
  for (const { name, fields } of changes.changed) lines.push(`  ~ changed    ${name} (${fields.join(', ')})`);
  for (const name of changes.removed) lines.push(`  - removed    ${name}`);
  for (const name of changes.unchanged) lines.push(`  = unchanged  ${name}`);
  if (!changes.added.length && !changes.changed.length && !changes.removed.length) lines.push('Nothing changed.');
  return lines.join('\n');
}

/** Overwrites the registered commands with `commands` (localized) and returns what changed. */
export async function deployCommands(config: DiscordConfig, commands: readonly CommandModule[], guildId?: string): Promise<string> {
  const rest = new REST({ api: config.apiUrl }).setToken(config.token);
  const route = guildId ? Routes.applicationGuildCommands(config.clientId, guildId) : Routes.applicationCommands(config.clientId);
  const definitions = commands.map((command) => localizeDefinition(command.definition));
  const before = (await rest.get(route)) as Remote[];
  await rest.put(route, { body: definitions });
  const where = guildId ? `in guild ${guildId} (visible there at once)` : 'globally (Discord may take up to an hour to show changes everywhere)';
  return describeChanges(diffCommands(definitions, before), where);
}
