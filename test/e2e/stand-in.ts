/**
 * A local Discord stand-in for end-to-end tests: the REST routes the bot uses and a gateway v10
 * (JSON, no compression) on 127.0.0.1. It greets with HELLO, ACKs heartbeats, answers IDENTIFY
 * with READY (application {id, flags}, the shard's guilds unavailable) then a GUILD_CREATE for
 * each (a guild belongs to shard (guild_id >> 22) % shard_count, as on Discord), resumes dropped
 * sessions (replaying missed events), dispatches INTERACTION_CREATE (and MESSAGE_CREATE, for
 * messages typed in the test channel), and records every interaction callback, webhook edit,
 * follow-up and channel message so tests can read the bot's answers.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { snowflakeAt } from '../../src/discord/guards';
import { shardOf } from '../../src/discord/shards';

export const TEST_TOKEN = 'MTAwMDAwMDAwMDAwMDAwMDAw.standin.e2e-token_not-a-real-one';
const GUILD_PERMISSIONS = '2248473465835073';

export interface StandInUser {
  id: string;
  username: string;
  global_name: string;
  discriminator: string;
  avatar: null;
}

/** One response the bot made to an interaction, in the order received. */
export interface Recorded {
  via: 'callback' | 'edit' | 'followup';
  /** Interaction callback type (4 message, 5 deferred, 6 deferred update, 7 update, 8 choices, 9 modal). */
  type?: number;
  data: any;
  files: { name: string; text: string }[];
  at: number;
}

export interface Answer extends Recorded {
  /** Milliseconds from dispatch to the final answer. */
  latency: number;
  /** The message this answer created or changed, when it is a message. */
  message?: any;
}

interface Tracked {
  payload: any;
  sentAt: number;
  responses: Recorded[];
  /** The message a component interaction was attached to (its "@original"). */
  originalId?: string;
  answer?: Answer;
  waiters: ((answer: Answer) => void)[];
}

interface Session {
  id: string;
  socket?: WebSocket;
  seq: number;
  sent: { s: number; t: string; d: unknown }[];
  shard: [number, number];
}

export class DiscordStandIn {
  readonly applicationId = snowflakeAt(Date.UTC(2024, 0, 1), 1);
  /** The test guilds (one unless asked for more), one millisecond apart: consecutive guilds belong to consecutive shards. */
  readonly guildIds: string[];
  readonly guildId: string;
  readonly channelId = snowflakeAt(Date.UTC(2024, 0, 3), 3);
  readonly botUser: StandInUser = user(this.applicationId, 'Heartwood');
  readonly alice = user(snowflakeAt(Date.UTC(2024, 0, 4), 4), 'alice');
  readonly bob = user(snowflakeAt(Date.UTC(2024, 0, 5), 5), 'bob');
  private readonly users = new Map<string, StandInUser>();
  /** Registered commands: 'global' or a guild id → list. */
  readonly registered = new Map<string, any[]>();
  readonly messages = new Map<string, any>();
  /** Every REST request, for assertions and debugging. */
  readonly requests: { method: string; path: string }[] = [];
  /** Interactions (by id) answered as Discord does once their 3 seconds are over: 404 Unknown interaction. */
  readonly expired = new Set<string>();
  private readonly interactions = new Map<string, Tracked>();
  private readonly sessions = new Map<string, Session>();
  private readonly server = http.createServer((req, res) => void this.route(req, res));
  private readonly gateway = new WebSocketServer({ server: this.server });
  private sequence = 0;
  private identifyCount = 0;
  private resumeCount = 0;
  private readyWaiters: (() => void)[] = [];
  /** Who waits for the bot's next channel message (POST /channels/:id/messages), in order. */
  private postWaiters: ((post: any) => void)[] = [];

  /** `recommendedShards`: what GET /gateway/bot recommends (ShardingManager's "auto"); `guilds`: how many test guilds. */
  constructor(private readonly options: { recommendedShards?: number; guilds?: number } = {}) {
    this.guildIds = Array.from({ length: options.guilds ?? 1 }, (_, i) => snowflakeAt(Date.UTC(2024, 0, 2) + i, 2));
    this.guildId = this.guildIds[0]!;
  }

  /** Listens on `port` (default: any free one). */
  async start(port = 0): Promise<void> {
    this.gateway.on('connection', (socket) => this.greet(socket));
    // Idle connections stay open as long as the bot's HTTP client keeps them (Node's default 5 s
    // raced it under load: a request sent as the server closed the socket failed with "other side closed").
    this.server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    for (const client of this.gateway.clients) client.terminate();
    await new Promise<void>((resolve) => this.gateway.close(() => resolve()));
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** What DISCORD_API_URL is set to: the REST base without the version. */
  get apiUrl(): string {
    return `http://127.0.0.1:${this.port}/api`;
  }

  get identifies(): number {
    return this.identifyCount;
  }

  /** The [shard, count] of every session identified so far. */
  get shards(): [number, number][] {
    return [...this.sessions.values()].map((session) => session.shard);
  }

  get resumes(): number {
    return this.resumeCount;
  }

  /** The token of every interaction dispatched so far (none may ever appear in the bot's log). */
  get interactionTokens(): string[] {
    return [...this.interactions.values()].map((tracked) => tracked.payload.token).filter((token): token is string => typeof token === 'string');
  }

  /** The environment that points a bot process at this stand-in. */
  env(): Record<string, string> {
    return { DISCORD_TOKEN: TEST_TOKEN, DISCORD_CLIENT_ID: this.applicationId, DISCORD_API_URL: this.apiUrl };
  }

  /** Resolves once a session is connected and has been sent READY and GUILD_CREATE. */
  waitForSession(): Promise<void> {
    if ([...this.sessions.values()].some((s) => s.socket)) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /** Drops every gateway connection abruptly (no close frame), as a network failure would. */
  dropConnections(): void {
    for (const session of this.sessions.values()) {
      session.socket?.terminate();
      session.socket = undefined;
    }
  }

  /** Another member of the test guild, the same one for the same name. */
  user(name: string): StandInUser {
    if (!this.users.has(name)) this.users.set(name, user(snowflakeAt(Date.UTC(2024, 1, 1) + this.users.size, 10 + this.users.size), name));
    return this.users.get(name)!;
  }

  // ── Interactions ────────────────────────────────────────────────────────────

  /** A slash command (type 2), in `guild` (the first by default). Options are typed by value: string 3, whole number 4, boolean 5, number 10. */
  command(name: string, options: Record<string, string | number | boolean> = {}, from: StandInUser = this.alice, guild = this.guildId): Tracked {
    return this.dispatch(2, { id: this.commandId(name), name, type: 1, options: typedOptions(options) }, from, {}, undefined, guild);
  }

  /** An autocomplete request (type 4) with `focused` being typed. */
  autocomplete(name: string, focused: string, value: string, from: StandInUser = this.alice): Tracked {
    const options = [{ name: focused, type: 3, value, focused: true }];
    return this.dispatch(4, { id: this.commandId(name), name, type: 1, options }, from);
  }

  /** A message context-menu command (type 2, command type 3) on a message with this content. */
  messageCommand(name: string, content: string, from: StandInUser = this.alice): Tracked {
    const target = this.storeMessage({ content, author: from, embeds: [], components: [] });
    return this.dispatch(2, { id: this.commandId(name), name, type: 3, target_id: target.id, resolved: { messages: { [target.id]: target } } }, from);
  }

  /** Presses a button of a stored message. */
  press(message: any, customId: string, from: StandInUser = this.alice, id?: string): Tracked {
    return this.dispatch(3, { custom_id: customId, component_type: 2 }, from, { message }, id);
  }

  /** Picks values in a message's select menu. */
  choose(message: any, customId: string, values: string[], from: StandInUser = this.alice): Tracked {
    return this.dispatch(3, { custom_id: customId, component_type: 3, values }, from, { message });
  }

  /** Submits a modal with text fields. */
  submitModal(customId: string, fields: Record<string, string>, from: StandInUser = this.alice): Tracked {
    const components = Object.entries(fields).map(([id, value]) => ({ type: 1, components: [{ type: 4, custom_id: id, value }] }));
    return this.dispatch(5, { custom_id: customId, components }, from);
  }

  /** The final answer: a message, choices or a modal, or the edit/follow-up after a deferral. */
  answerOf(tracked: Tracked, timeoutMs = 15000): Promise<Answer> {
    if (tracked.answer) return Promise.resolve(tracked.answer);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const seen = tracked.responses.map((r) => `${r.via}${r.type ? ' ' + r.type : ''}`).join(', ') || 'nothing';
        reject(new Error(`interaction ${tracked.payload.id} (${describePayload(tracked.payload)}) not answered within ${timeoutMs} ms; got ${seen}`));
      }, timeoutMs);
      tracked.waiters.push((answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
    });
  }

  responsesOf(tracked: Tracked): Recorded[] {
    return tracked.responses;
  }

  /** A message typed in the test channel (MESSAGE_CREATE); `reply()` waits for the bot's next channel message. */
  say(content: string, from: StandInUser = this.alice): { id: string; reply: (timeoutMs?: number) => Promise<any> } {
    const waiting = new Promise<any>((resolve) => this.postWaiters.push(resolve));
    const message = this.newMessage({ author: from, member: { roles: [], joined_at: '2024-01-01T00:00:00.000Z', deaf: false, mute: false, flags: 0 }, content });
    this.send('MESSAGE_CREATE', message);
    const reply = (timeoutMs = 15000) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no channel message from the bot within ${timeoutMs} ms`)), timeoutMs)));
      return Promise.race([waiting, late]).finally(() => clearTimeout(timer));
    };
    return { id: message.id, reply };
  }

  /** Sends an INTERACTION_CREATE with the given parts, in `guild`; `id` may be set to fake its time (a snowflake). */
  dispatch(type: number, data: unknown, from: StandInUser, extra: Record<string, unknown> = {}, id = snowflakeAt(Date.now(), ++this.sequence), guild = this.guildId): Tracked {
    const channelId = this.channelOf(guild);
    const payload = {
      id,
      application_id: this.applicationId,
      type,
      data,
      guild_id: guild,
      channel_id: channelId,
      channel: { id: channelId, type: 0, guild_id: guild, name: 'rules-questions', position: 0, permission_overwrites: [] },
      member: { user: from, roles: [], joined_at: '2024-01-01T00:00:00.000Z', deaf: false, mute: false, flags: 0, pending: false, nick: null, avatar: null, permissions: GUILD_PERMISSIONS },
      token: `interaction-token-${id}`,
      version: 1,
      locale: 'en-US',
      guild_locale: 'en-US',
      app_permissions: GUILD_PERMISSIONS,
      entitlements: [],
      authorizing_integration_owners: { '0': guild },
      context: 0,
      attachment_size_limit: 8388608,
      ...extra,
    };
    const tracked: Tracked = { payload, sentAt: performanceNow(), responses: [], waiters: [], originalId: (extra.message as any)?.id };
    this.interactions.set(id, tracked);
    this.send('INTERACTION_CREATE', payload, guild);
    return tracked;
  }

  /** The channel of a test guild: the test channel in the first. */
  private channelOf(guild: string): string {
    const index = this.guildIds.indexOf(guild);
    return index <= 0 ? this.channelId : snowflakeAt(Date.UTC(2024, 0, 3) + index, 3);
  }

  private commandId(name: string): string {
    for (const list of this.registered.values()) {
      const found = list.find((c) => c.name === name);
      if (found) return found.id;
    }
    return snowflakeAt(Date.UTC(2024, 0, 6), name.length);
  }

  // ── Gateway ────────────────────────────────────────────────────────────────

  private greet(socket: WebSocket): void {
    socket.send(JSON.stringify({ op: 10, d: { heartbeat_interval: 41250 }, s: null, t: null }));
    socket.on('message', (raw) => {
      const packet = JSON.parse(String(raw)) as { op: number; d: any };
      if (packet.op === 1) socket.send(JSON.stringify({ op: 11, d: null, s: null, t: null }));
      else if (packet.op === 2) this.identify(socket, packet.d);
      else if (packet.op === 6) this.resume(socket, packet.d);
    });
  }

  private identify(socket: WebSocket, d: { token: string; shard?: [number, number] }): void {
    if (d.token !== TEST_TOKEN) {
      socket.close(4004, 'Authentication failed.');
      return;
    }
    this.identifyCount++;
    const session: Session = { id: `session-${this.identifyCount}`, socket, seq: 0, sent: [], shard: d.shard ?? [0, 1] };
    this.sessions.set(session.id, session);
    const guilds = this.guildIds.filter((guild) => this.owns(session, guild)).map((id) => ({ id, unavailable: true }));
    this.emit(session, 'READY', {
      v: 10,
      user: { ...this.botUser, bot: true, verified: true, flags: 0, mfa_enabled: false },
      guilds,
      session_id: session.id,
      resume_gateway_url: `ws://127.0.0.1:${this.port}`,
      shard: session.shard,
      application: { id: this.applicationId, flags: 0 },
      private_channels: [],
    });
    for (const guild of guilds) this.emit(session, 'GUILD_CREATE', this.guildPayload(guild.id));
    this.readyWaiters.splice(0).forEach((resolve) => resolve());
  }

  private resume(socket: WebSocket, d: { token: string; session_id: string; seq: number }): void {
    const session = this.sessions.get(d.session_id);
    if (!session || d.token !== TEST_TOKEN) {
      socket.send(JSON.stringify({ op: 9, d: false, s: null, t: null }));
      return;
    }
    this.resumeCount++;
    session.socket = socket;
    for (const event of session.sent.filter((e) => e.s > d.seq)) socket.send(JSON.stringify({ op: 0, ...event }));
    this.emit(session, 'RESUMED', {});
    this.readyWaiters.splice(0).forEach((resolve) => resolve());
  }

  private owns(session: Session, guild: string): boolean {
    const [shard, count] = session.shard;
    return shardOf(guild, count) === shard;
  }

  /** Sends a dispatch to the session owning the guild; kept for replay if its socket is down. */
  private send(t: string, d: unknown, guild = this.guildId): void {
    const session = [...this.sessions.values()].reverse().find((s) => this.owns(s, guild));
    if (!session) throw new Error(`no gateway session owns the test guild ${guild}: is the bot connected?`);
    this.emit(session, t, d);
  }

  private emit(session: Session, t: string, d: unknown): void {
    const event = { s: ++session.seq, t, d };
    session.sent.push(event);
    if (session.sent.length > 1000) session.sent.shift();
    session.socket?.send(JSON.stringify({ op: 0, ...event }));
  }

  private guildPayload(guild: string): unknown {
    const channelId = this.channelOf(guild);
    return {
      id: guild,
      name: 'Heartwood Test Guild',
      icon: null,
      owner_id: this.alice.id,
      unavailable: false,
      member_count: 3,
      large: false,
      joined_at: '2024-01-01T00:00:00.000Z',
      features: [],
      preferred_locale: 'en-US',
      roles: [{ id: guild, name: '@everyone', permissions: GUILD_PERMISSIONS, position: 0, color: 0, hoist: false, managed: false, mentionable: false, flags: 0 }],
      emojis: [],
      stickers: [],
      channels: [{ id: channelId, type: 0, name: 'rules-questions', position: 0, permission_overwrites: [], guild_id: guild }],
      threads: [],
      members: [],
      presences: [],
      voice_states: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
    };
  }

  // ── REST ───────────────────────────────────────────────────────────────────

  private async route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    this.requests.push({ method, path: url.pathname });
    const reply = (status: number, body?: unknown) => {
      res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const match = /^\/api\/v10(\/.*)$/.exec(url.pathname);
    if (!match) return reply(404, { message: `the stand-in serves /api/v10 only, not ${url.pathname}`, code: 0 });
    const parts = match[1]!.split('/').slice(1).map(decodeURIComponent);
    const { body, files } = await readBody(req);
    const authorized = req.headers.authorization === `Bot ${TEST_TOKEN}`;

    if (method === 'GET' && parts.join('/') === 'gateway/bot') {
      if (!authorized) return reply(401, { message: '401: Unauthorized', code: 0 });
      return reply(200, { url: `ws://127.0.0.1:${this.port}`, shards: this.options.recommendedShards ?? 1, session_start_limit: { total: 1000, remaining: 999, reset_after: 0, max_concurrency: 16 } });
    }
    if (parts[0] === 'applications' && parts[1] === this.applicationId && parts.at(-1) === 'commands') {
      if (!authorized) return reply(401, { message: '401: Unauthorized', code: 0 });
      const scope = parts[2] === 'guilds' ? parts[3]! : 'global';
      if (method === 'GET') return reply(200, this.registered.get(scope) ?? []);
      if (method === 'PUT') {
        const list = (body as any[]).map((command, i) => ({
          id: snowflakeAt(Date.UTC(2024, 0, 7), i + 1),
          application_id: this.applicationId,
          version: '1',
          type: 1,
          default_member_permissions: null,
          nsfw: false,
          ...(scope === 'global' ? {} : { guild_id: scope }),
          ...command,
        }));
        this.registered.set(scope, list);
        return reply(200, list);
      }
    }
    if (method === 'POST' && parts[0] === 'interactions' && parts[3] === 'callback') {
      const tracked = this.interactions.get(parts[1]!);
      if (!tracked || parts[2] !== tracked.payload.token || this.expired.has(parts[1]!)) return reply(404, { message: 'Unknown interaction', code: 10062 });
      if (tracked.responses.some((r) => r.via === 'callback')) return reply(400, { message: 'Interaction has already been acknowledged.', code: 40060 });
      const message = this.recordCallback(tracked, body as any, files);
      if (url.searchParams.get('with_response') !== 'true') return reply(204);
      return reply(200, { interaction: { id: tracked.payload.id, type: tracked.payload.type }, resource: { type: (body as any).type, ...(message ? { message } : {}) } });
    }
    if (parts[0] === 'webhooks' && parts[1] === this.applicationId) {
      const tracked = [...this.interactions.values()].find((t) => t.payload.token === parts[2]);
      if (!tracked) return reply(404, { message: 'Unknown Webhook', code: 10015 });
      if (parts[3] === 'messages' && parts[4]) {
        const id = parts[4] === '@original' ? tracked.originalId : parts[4];
        const stored = id ? this.messages.get(id) : undefined;
        if (!stored) return reply(404, { message: 'Unknown Message', code: 10008 });
        if (method === 'GET') return reply(200, stored);
        if (method === 'DELETE') {
          this.messages.delete(stored.id);
          return reply(204);
        }
        if (method === 'PATCH') {
          Object.assign(stored, pickMessage(body as any), { flags: (stored.flags ?? 0) & ~128, edited_timestamp: new Date().toISOString() });
          this.record(tracked, { via: 'edit', data: body, files, at: performanceNow() }, stored);
          return reply(200, stored);
        }
      }
      if (method === 'POST' && parts.length === 3) {
        const message = this.storeMessage({ ...pickMessage(body as any), author: this.botUser, interaction_metadata: metadata(tracked.payload) });
        this.record(tracked, { via: 'followup', data: body, files, at: performanceNow() }, message);
        return reply(200, message);
      }
    }
    if (method === 'POST' && parts[0] === 'channels' && parts[1] === this.channelId && parts[2] === 'messages') {
      if (!authorized) return reply(401, { message: '401: Unauthorized', code: 0 });
      const message = this.storeMessage({ ...pickMessage(body as any), author: this.botUser, message_reference: (body as any).message_reference });
      this.postWaiters.shift()?.(body);
      return reply(200, message);
    }
    return reply(404, { message: `the stand-in has no route for ${method} ${url.pathname}`, code: 0 });
  }

  private recordCallback(tracked: Tracked, body: { type: number; data?: any }, files: Recorded['files']): any {
    let message: any;
    if (body.type === 4 || body.type === 5) {
      const loading = body.type === 5 ? 128 : 0;
      message = this.storeMessage({ ...pickMessage(body.data ?? {}), flags: (body.data?.flags ?? 0) | loading, author: this.botUser, interaction_metadata: metadata(tracked.payload) });
      tracked.originalId = message.id;
    } else if (body.type === 7 && tracked.originalId) {
      message = this.messages.get(tracked.originalId);
      if (message) Object.assign(message, pickMessage(body.data ?? {}));
    }
    this.record(tracked, { via: 'callback', type: body.type, data: body.data, files, at: performanceNow() }, message);
    return message;
  }

  private record(tracked: Tracked, response: Recorded, message?: any): void {
    tracked.responses.push(response);
    const final = response.via !== 'callback' || ![5, 6].includes(response.type!);
    if (!final || tracked.answer) return;
    tracked.answer = { ...response, latency: response.at - tracked.sentAt, message };
    tracked.waiters.splice(0).forEach((resolve) => resolve(tracked.answer!));
  }

  /** A message object as Discord sends one in the test channel, `fields` over the defaults. */
  private newMessage(fields: Record<string, unknown>): any {
    return {
      id: snowflakeAt(Date.now(), ++this.sequence),
      channel_id: this.channelId,
      guild_id: this.guildId,
      content: '',
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: [],
      embeds: [],
      components: [],
      pinned: false,
      type: 0,
      flags: 0,
      ...fields,
    };
  }

  private storeMessage(fields: Record<string, unknown>): any {
    const message = this.newMessage(fields);
    this.messages.set(message.id, message);
    return message;
  }
}

function user(id: string, username: string): StandInUser {
  return { id, username, global_name: username[0]!.toUpperCase() + username.slice(1), discriminator: '0', avatar: null };
}

function metadata(payload: any): unknown {
  return { id: payload.id, type: payload.type, user: payload.member?.user ?? payload.user, authorizing_integration_owners: payload.authorizing_integration_owners };
}

function pickMessage(data: any): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of ['content', 'embeds', 'components', 'flags']) if (data[key] !== undefined) picked[key] = data[key];
  return picked;
}

function typedOptions(options: Record<string, string | number | boolean>): unknown[] {
  return Object.entries(options).map(([name, value]) => ({
    name,
    value,
    type: typeof value === 'string' ? 3 : typeof value === 'boolean' ? 5 : Number.isInteger(value) ? 4 : 10,
  }));
}

function describePayload(payload: any): string {
  return payload.data?.name ? `/${payload.data.name}` : payload.data?.custom_id ?? `type ${payload.type}`;
}

function performanceNow(): number {
  return performance.now();
}

/** Reads a JSON or multipart (payload_json + files) request body. */
async function readBody(req: http.IncomingMessage): Promise<{ body: unknown; files: Recorded['files'] }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const type = req.headers['content-type'] ?? '';
  if (raw.length === 0) return { body: undefined, files: [] };
  if (!type.startsWith('multipart/form-data')) return { body: JSON.parse(raw.toString('utf8')), files: [] };
  const form = await new Response(raw, { headers: { 'content-type': type } }).formData();
  const files: Recorded['files'] = [];
  let body: unknown;
  for (const [key, value] of form.entries()) {
    if (key === 'payload_json') body = JSON.parse(String(value));
    else if (typeof value !== 'string') files.push({ name: value.name, text: await value.text() });
  }
  return { body, files };
}
