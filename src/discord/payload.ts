/**
 * Every INTERACTION_CREATE payload is checked (zod) before discord.js builds an interaction from
 * it: a malformed one would throw inside discord.js's gateway handler, where nothing answers the
 * user and the error ends as an unhandled rejection. The schema asks for what discord.js and the
 * router read, and lets everything else through.
 */
import { z } from 'zod';

const snowflake = z.string().regex(/^\d{1,20}$/, 'expected a Discord id');
const user = z.object({ id: snowflake, username: z.string() }).passthrough();

type Option = { name: string; type: number; value?: unknown; focused?: boolean; options?: Option[] };
const option: z.ZodType<Option> = z.lazy(() =>
  z.object({ name: z.string(), type: z.number().int(), value: z.unknown().optional(), focused: z.boolean().optional(), options: z.array(option).optional() }).passthrough(),
);

const commandData = z
  .object({ id: snowflake, name: z.string().min(1).max(32), type: z.number().int(), options: z.array(option).optional(), target_id: snowflake.optional(), resolved: z.record(z.unknown()).optional() })
  .passthrough()
  .superRefine((data, ctx) => {
    // A context-menu command names its target, which must be among the resolved users or messages.
    const kind = data.type === 2 ? 'users' : data.type === 3 ? 'messages' : undefined;
    if (!kind) return;
    const targets = data.resolved?.[kind] as Record<string, unknown> | undefined;
    if (!data.target_id || !targets || typeof targets !== 'object' || !(data.target_id in targets)) ctx.addIssue({ code: 'custom', path: ['resolved', kind], message: 'the target is not among the resolved objects' });
  });

type ModalComponent = { type: number; custom_id?: string; value?: unknown; components?: ModalComponent[]; component?: ModalComponent };
const modalComponent: z.ZodType<ModalComponent> = z.lazy(() =>
  z.object({ type: z.number().int(), custom_id: z.string().optional(), components: z.array(modalComponent).optional(), component: modalComponent.optional() }).passthrough(),
);

const message = z.object({ id: snowflake, components: z.array(z.object({ type: z.number().int() }).passthrough()) }).passthrough();

const SELECT_MENUS = [3, 5, 6, 7, 8];

const common = {
  id: snowflake,
  application_id: snowflake,
  token: z.string().min(1),
  member: z.object({ user }).passthrough().optional(),
  user: user.optional(),
  // discord.js's BaseInteraction reads both without a fallback (entitlements.reduce, Object.values of the owners).
  entitlements: z.array(z.object({ id: snowflake }).passthrough()),
  authorizing_integration_owners: z.record(z.string()),
};

const componentData = z
  .object({ custom_id: z.string().min(1).max(100), component_type: z.number().int(), values: z.array(z.string()).optional() })
  .passthrough()
  .refine((d) => !SELECT_MENUS.includes(d.component_type) || d.values !== undefined, { path: ['values'], message: 'a select menu sends its values' });
const autocompleteData = commandData.refine((d) => hasFocused(d.options ?? []), { path: ['options'], message: 'no focused option' });
const modalData = z.object({ custom_id: z.string().min(1).max(100), components: z.array(modalComponent) }).passthrough();

const interaction = z.discriminatedUnion('type', [
  z.object({ ...common, type: z.literal(2), data: commandData }).passthrough(),
  z.object({ ...common, type: z.literal(3), data: componentData, message }).passthrough(),
  z.object({ ...common, type: z.literal(4), data: autocompleteData }).passthrough(),
  z.object({ ...common, type: z.literal(5), data: modalData, message: message.optional() }).passthrough(),
]);

const payload = interaction.refine((d) => d.member !== undefined || d.user !== undefined, { path: ['member'], message: 'neither member.user nor user says who is asking' });

function hasFocused(options: Option[]): boolean {
  return options.some((o) => o.focused === true || hasFocused(o.options ?? []));
}

/** What is wrong with an interaction payload ("data.custom_id: Required"), or nothing when discord.js can build it. */
export function payloadProblems(raw: unknown): string[] {
  const result = payload.safeParse(raw);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || 'payload'}: ${issue.message}`);
}

/** The id and token of a payload, when they look usable for an answer, even if the rest is broken. */
export function answerableIds(raw: unknown): { id: string; token: string; type?: unknown } | undefined {
  const ids = z.object({ id: snowflake, token: z.string().min(1).max(500), type: z.unknown() }).safeParse(raw);
  return ids.success ? ids.data : undefined;
}
