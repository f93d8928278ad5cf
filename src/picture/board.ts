/**
 * A picture of the board, as SVG built in code: each player's battlefield in rows (lands,
 * creatures, other permanents), each permanent a frame in its colours with its name, mana cost,
 * type line, counters, damage and power/toughness (changed values marked), turned when tapped
 * (701.26a), its Auras and Equipment under it; life, poison, energy, hand, graveyard and exile; the stack
 * top first (405.1) with an arrow to each target. It knows nothing of rules: it draws the snapshot.
 * The picture has its own opaque background, so it reads the same in Discord's dark and light themes.
 */
import type { BoardSnapshot, PermanentView, PlayerView, StackView } from '../engine';
import type { Color } from '../engine/cards/schema';
import { stepName } from '../engine/steps';

export const FONT_FAMILY = 'DejaVu Sans';
/** Wide enough for five frames a row at a size Discord's preview still shows legibly. */
export const BOARD_WIDTH = 960;
const STACK_WIDTH = 300;
const MARGIN = 16;
/** From this many permanents on the board, frames are smaller and rows hold more of them. */
const CROWDED = 24;

interface FrameSize {
  w: number;
  h: number;
  gap: number;
  name: number;
  small: number;
  pt: number;
}
const ROOMY: FrameSize = { w: 176, h: 112, gap: 10, name: 16, small: 13, pt: 18 };
const CROWDED_SIZE: FrameSize = { w: 142, h: 96, gap: 8, name: 14, small: 11, pt: 16 };
/** An Aura's or Equipment's strip under its host. */
const STRIP = 22;

const FILL: Record<Color, string> = { W: '#f4efd2', U: '#a9d4f0', B: '#b9b0ad', R: '#f3a38b', G: '#9fcfa7' };
const MANA_FILL: Record<string, string> = { W: '#fffbd5', U: '#aae0fa', B: '#cbc2bf', R: '#f9aa8f', G: '#9bd3ae', C: '#d0cdc8' };
const GOLD = '#e3c770';
const COLORLESS = '#cfd3d6';
const LAND = '#d9c9ad';
const INK = '#15171a';
const PAPER = '#2b2d31';
const LIGHT_TEXT = '#f2f3f5';
const DIM_TEXT = '#b5bac1';
const ARROW = '#f59e0b';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The SVG of a board; `title` goes above it (the scenario's title, or the step shown). */
export function boardSvg(board: BoardSnapshot, title = ''): string {
  const rows = new Map(board.players.map((player) => [player.name, rowsOf(board, player)]));
  const frames = [...rows.values()].flat(2).length;
  const size = frames >= CROWDED ? CROWDED_SIZE : ROOMY;
  const out: string[] = [];
  const places = new Map<string, Box>();
  let y = MARGIN;
  const heading = `Turn ${board.turn}, ${stepName(board.step)} · ${board.activePlayer}'s turn${board.over ? ` · game over: ${board.over.reason}` : ''}`;
  out.push(text(MARGIN, y + 18, title || heading, 18, LIGHT_TEXT, true, BOARD_WIDTH - 2 * MARGIN));
  if (title) out.push(text(MARGIN, y + 40, heading, 14, DIM_TEXT, false, BOARD_WIDTH - 2 * MARGIN));
  y += title ? 52 : 32;
  for (const player of board.players) y = drawPlayer(out, places, board, player, rows.get(player.name)!, size, y) + MARGIN;
  const stackHeight = board.stack.length ? drawStack(out, places, board.stack, MARGIN) : 0;
  const width = BOARD_WIDTH + (board.stack.length ? STACK_WIDTH : 0);
  const height = Math.max(y, stackHeight + MARGIN);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT_FAMILY}">`,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="${ARROW}"/></marker></defs>`,
    `<rect width="${width}" height="${height}" fill="${PAPER}"/>`,
    ...out,
    '</svg>',
  ].join('\n');
}

/** A player's permanents in rows (lands, creatures, the others), each in piles; Auras and Equipment go with their host. */
function rowsOf(board: BoardSnapshot, player: PlayerView): Pile[][] {
  const mine = board.battlefield.filter((p) => p.controller === player.name);
  const hosts = new Set(board.battlefield.map((p) => p.label));
  const standalone = mine.filter((p) => !p.attachedTo || !hosts.has(p.attachedTo));
  const hosting = new Set(board.battlefield.flatMap((p) => (p.attachedTo ? [p.attachedTo] : [])));
  const targets = new Set(board.stack.flatMap((item) => item.targets.map((target) => target.label)));
  const rows = [standalone.filter((p) => p.types.includes('Land') && !p.types.includes('Creature')), standalone.filter((p) => p.types.includes('Creature')), standalone.filter((p) => !p.types.includes('Land') && !p.types.includes('Creature'))];
  return rows.filter((row) => row.length).map((row) => stacked(row, (p) => targets.has(p.label) || hosting.has(p.label)));
}

/** One player's panel: the header, the rows of their permanents, then their zones. Returns where it ends. */
function drawPlayer(out: string[], places: Map<string, Box>, board: BoardSnapshot, player: PlayerView, rows: Pile[][], size: FrameSize, top: number): number {
  const panel = out.length;
  let y = top + 12;
  const active = board.activePlayer === player.name;
  const status = [`${player.life} life`, ...(player.poison ? [`${player.poison} poison`] : []), ...(player.energy ? [`${player.energy} energy`] : []), `library ${player.library}`, ...(player.manaPool && player.manaPool !== 'empty' ? [`mana pool ${player.manaPool}`] : []), ...(player.lost ? ['lost'] : [])];
  out.push(text(MARGIN + 12, y + 20, `${active ? '▶ ' : ''}${player.name}`, 20, LIGHT_TEXT, true, 300));
  out.push(text(MARGIN + 12 + Math.min(300, width(`${active ? '▶ ' : ''}${player.name}`, 20, true)) + 14, y + 20, status.join(' · '), 16, player.lost ? '#f87171' : LIGHT_TEXT, false, BOARD_WIDTH - 360));
  places.set(player.name, { x: MARGIN, y: top, w: BOARD_WIDTH - 2 * MARGIN, h: 40 });
  y += 36;
  const attachedTo = (host: PermanentView) => board.battlefield.filter((p) => p.attachedTo === host.label);
  if (rows.length === 0) {
    out.push(text(MARGIN + 12, y + 18, 'no permanents', 14, DIM_TEXT));
    y += 28;
  }
  for (const row of rows) y = drawRow(out, places, row, attachedTo, size, y);
  for (const [zone, names] of [['Hand', player.hand], ['Graveyard', player.graveyard], ['Exile', player.exile]] as const) {
    out.push(text(MARGIN + 12, y + 17, `${zone} (${names.length}): ${names.join(', ') || '—'}`, 14, DIM_TEXT, false, BOARD_WIDTH - 2 * MARGIN - 24));
    y += 22;
  }
  y += 8;
  out.splice(panel, 0, `<rect x="${MARGIN}" y="${top}" width="${BOARD_WIDTH - 2 * MARGIN}" height="${y - top}" rx="10" fill="${active ? '#383a40' : '#313338'}" stroke="${active ? '#5865f2' : '#4e5058'}" stroke-width="2"/>`);
  return y;
}

/** Permanents that look alike in every way the picture shows, drawn as one frame with their count (as game clients stack lands). */
interface Pile {
  permanent: PermanentView;
  members: PermanentView[];
}

/**
 * A row's permanents in piles: alike ones (the same name, state, counters, damage, combat and
 * characteristics) share a frame marked "×N", so that a board of 40 permanents stays legible. A
 * permanent something points at (a target on the stack, an Aura's host) stays a frame of its own.
 */
function stacked(row: PermanentView[], alone: (p: PermanentView) => boolean): Pile[] {
  const piles: Pile[] = [];
  const byLook = new Map<string, Pile>();
  for (const permanent of row) {
    const { label: _label, layers: _layers, ...look } = permanent;
    const key = alone(permanent) ? undefined : JSON.stringify(look);
    const pile = key === undefined ? undefined : byLook.get(key);
    if (pile) {
      pile.members.push(permanent);
      continue;
    }
    const fresh = { permanent, members: [permanent] };
    piles.push(fresh);
    if (key !== undefined) byLook.set(key, fresh);
  }
  return piles;
}

/** Permanents left to right, wrapping; a tapped one is turned sideways in a slot its height wide. */
function drawRow(out: string[], places: Map<string, Box>, row: Pile[], attachedTo: (p: PermanentView) => PermanentView[], size: FrameSize, top: number): number {
  const left = MARGIN + 12;
  const right = BOARD_WIDTH - MARGIN - 12;
  let x = left;
  let y = top;
  let lineHeight = 0;
  for (const { permanent, members } of row) {
    const attachments = attachedTo(permanent);
    const w = permanent.tapped ? size.h : size.w;
    const h = (permanent.tapped ? size.w : size.h) + attachments.length * STRIP;
    if (x + w > right && x > left) {
      x = left;
      y += lineHeight + size.gap;
      lineHeight = 0;
    }
    const slot = { x, y, w, h: permanent.tapped ? size.w : size.h };
    drawPermanent(out, permanent, members.length, slot, size);
    for (const member of members) places.set(member.label, slot);
    attachments.forEach((attachment, i) => drawStrip(out, places, attachment, { x, y: y + h - (attachments.length - i) * STRIP, w, h: STRIP }));
    x += w + size.gap;
    lineHeight = Math.max(lineHeight, h);
  }
  return y + lineHeight + size.gap;
}

function drawPermanent(out: string[], p: PermanentView, count: number, slot: Box, size: FrameSize): void {
  const { w, h } = size;
  // A tapped frame is drawn upright, then turned a quarter turn clockwise into its slot (701.26a).
  const transform = p.tapped ? `translate(${slot.x + slot.w} ${slot.y}) rotate(90)` : `translate(${slot.x} ${slot.y})`;
  const parts: string[] = [];
  parts.push(frame(p, w, h));
  const cost = manaSymbols(p.manaCost ?? '', w - 6, 6, size.small + 1);
  parts.push(cost.svg);
  parts.push(text(7, 6 + size.name, count > 1 ? p.name : p.faceDown ? `${inPanel(p)} (face down)` : inPanel(p), size.name, INK, true, w - 14 - cost.width));
  parts.push(text(7, 12 + size.name + size.small, typeLine(p), size.small, INK, false, w - 14));
  const notes = noteLine(p);
  if (notes) parts.push(text(7, 16 + size.name + 2 * size.small, notes, size.small, '#7f1d1d', true, w - 14));
  // A pile's count, bottom left, where the eye looks for numbers; its marks follow it.
  const pile = count > 1 ? `×${count}` : '';
  const pileWidth = pile ? width(pile, size.pt, true) + 12 : 0;
  if (pile) {
    parts.push(`<rect x="5" y="${h - size.pt - 12}" width="${pileWidth}" height="${size.pt + 8}" rx="4" fill="${INK}"/>`);
    parts.push(text(5 + pileWidth / 2, h - 10, pile, size.pt, LIGHT_TEXT, true, undefined, 'middle'));
  }
  const marks = [...(p.token ? ['TOKEN'] : []), ...(p.copyOf ? [`copy of ${p.copyOf}`] : []), ...(p.combat ? [p.combat] : [])];
  if (marks.length) parts.push(text(7 + pileWidth + (pile ? 4 : 0), h - 8, marks.join(' · '), size.small, '#1e3a8a', true, w - 64 - pileWidth));
  const box = p.power !== undefined ? `${p.power}/${p.toughness}` : p.loyalty !== undefined ? `${p.loyalty}` : '';
  if (box) {
    const changed = p.power !== undefined && p.printed !== undefined && (p.power !== p.printed.power || p.toughness !== p.printed.toughness);
    const bw = width(box, size.pt, true) + 12;
    parts.push(`<rect x="${w - bw - 5}" y="${h - size.pt - 12}" width="${bw}" height="${size.pt + 8}" rx="4" fill="${changed ? '#facc15' : '#f8fafc'}" stroke="${INK}" stroke-width="${changed ? 2.5 : 1.5}"/>`);
    parts.push(text(w - bw / 2 - 5, h - 10, box, size.pt, INK, true, undefined, 'middle'));
    if (changed) parts.push(text(w - bw - 9, h - 10, `was ${p.printed!.power}/${p.printed!.toughness}`, size.small, '#713f12', false, undefined, 'end'));
  }
  out.push(`<g transform="${transform}">${parts.join('')}</g>`);
}

/**
 * A permanent's label in its controller's panel: without the controller's own name, which the trace
 * adds to tell it from another player's ("Alice's Mountain" is "Mountain" in Alice's panel).
 */
function inPanel(p: PermanentView): string {
  return p.label.startsWith(`${p.controller}'s `) ? p.label.slice(p.controller.length + 3) : p.label;
}

/** An Aura or Equipment under its host: its name and cost on a strip in its colours. */
function drawStrip(out: string[], places: Map<string, Box>, p: PermanentView, box: Box): void {
  places.set(p.label, box);
  const cost = manaSymbols(p.manaCost ?? '', box.w - 4, 4, 11);
  out.push(`<g transform="translate(${box.x} ${box.y})">${frame(p, box.w, box.h - 2)}${cost.svg}${text(6, 15, `↳ ${inPanel(p)}${p.token ? ' (token)' : ''}`, 12, INK, true, box.w - 12 - cost.width)}</g>`);
}

function frame(p: PermanentView, w: number, h: number): string {
  const fills = p.faceDown ? ['#6b7280'] : frameFills(p);
  const id = `f${fills.join('').replace(/#/g, '')}`;
  const fill = fills.length === 1 ? fills[0] : `url(#${id})`;
  const gradient = fills.length === 1 ? '' : `<defs><linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0">${fills.map((c, i) => `<stop offset="${i / (fills.length - 1)}" stop-color="${c}"/>`).join('')}</linearGradient></defs>`;
  // 111.1: a token has no card frame of its own: a dashed border says so.
  return `${gradient}<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="7" fill="${fill}" stroke="${p.token ? '#1e3a8a' : INK}" stroke-width="2.5"${p.token ? ' stroke-dasharray="7 4"' : ''}/>`;
}

/** 105.2: one colour fills the frame; two are a blend; three or more are gold; none is grey (lands tan). */
function frameFills(p: { colors: readonly Color[]; types?: readonly string[] }): string[] {
  if (p.colors.length === 0) return [p.types?.includes('Land') ? LAND : COLORLESS];
  if (p.colors.length === 1) return [FILL[p.colors[0]!]];
  if (p.colors.length === 2) return p.colors.map((c) => FILL[c]);
  return [GOLD];
}

function typeLine(p: PermanentView): string {
  const types = [...p.supertypes, ...p.types].join(' ');
  return p.subtypes.length ? `${types} — ${p.subtypes.join(' ')}` : types;
}

/** Counters, damage, summoning sickness and keywords: what a glance must catch. */
function noteLine(p: PermanentView): string {
  const parts: string[] = [];
  for (const [kind, count] of Object.entries(p.counters)) if (count && kind !== 'loyalty') parts.push(`${count}× ${kind}`);
  if (p.damage) parts.push(`${p.damage} damage`);
  if (p.summoningSick) parts.push('summoning sick');
  if (p.keywords.length) parts.push(p.keywords.join(', '));
  return parts.join(' · ');
}

/** The mana cost as symbols, right-aligned so its right edge is at `right`: each a circle with its letter or number. */
function manaSymbols(cost: string, right: number, top: number, size: number): { svg: string; width: number } {
  const symbols = [...cost.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const d = size + 4;
  const parts = symbols.map((symbol, i) => {
    const cx = right - (symbols.length - i) * (d + 1) + d / 2;
    const colour = symbol.split('/').find((s) => s in MANA_FILL && s !== 'C') ?? 'C';
    const label = symbol.length > 2 ? symbol.replace('/', '') : symbol;
    return `<circle cx="${cx}" cy="${top + d / 2}" r="${d / 2}" fill="${MANA_FILL[colour]}" stroke="${INK}" stroke-width="1"/>${text(cx, top + d / 2 + size * 0.36, label, label.length > 1 ? size - 3 : size - 1, INK, true, undefined, 'middle')}`;
  });
  return { svg: parts.join(''), width: symbols.length * (d + 1) };
}

/** The stack in a column on the right, top first, each item with an arrow to each of its targets. Returns where it ends. */
function drawStack(out: string[], places: Map<string, Box>, stack: StackView[], top: number): number {
  const x = BOARD_WIDTH;
  const w = STACK_WIDTH - MARGIN;
  out.push(text(x, top + 20, `Stack (${stack.length}), top first`, 18, LIGHT_TEXT, true));
  let y = top + 32;
  const arrows: string[] = [];
  for (const item of stack) {
    const h = 58;
    const fills = frameFills({ colors: item.colors });
    const fill = fills.length === 1 ? fills[0] : GOLD;
    out.push(`<g transform="translate(${x} ${y})"><rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="7" fill="${fill}" stroke="${INK}" stroke-width="2.5"${item.isCopy ? ' stroke-dasharray="7 4"' : ''}/>`);
    out.push(text(8, 22, `${item.label}${item.x ? ` (X=${item.x})` : ''}`, 15, INK, true, w - 16));
    out.push(text(8, 44, `${STACK_KIND[item.kind]}${item.isCopy ? ' (copy)' : ''} · ${item.controller}`, 12, INK, false, w - 16) + '</g>');
    for (const target of item.targets) {
      const place = places.get(target.label);
      if (!place) continue;
      const [fromX, fromY] = [x, y + h / 2];
      // The arrow arrives from above at the middle of the target's top edge, its head on the frame, never over its text.
      const [toX, toY] = [place.x + place.w / 2, place.y];
      const dash = target.verdict === 'legal' ? '' : ' stroke-dasharray="8 6"';
      arrows.push(`<path d="M${fromX} ${fromY} Q${(fromX + toX) / 2} ${Math.min(fromY, toY) - 40} ${toX} ${toY}" fill="none" stroke="${ARROW}" stroke-width="3.5"${dash} marker-end="url(#arrow)" opacity="0.9"/>`);
      if (target.verdict !== 'legal') arrows.push(text(toX, toY - 8, target.verdict, 13, ARROW, true, undefined, 'middle'));
    }
    y += h + 8;
  }
  out.push(...arrows);
  return y;
}

const STACK_KIND: Record<StackView['kind'], string> = { spell: 'spell', activated: 'activated ability', triggered: 'triggered ability' };

/** Text cut with an ellipsis to `max` pixels (by DejaVu Sans's average advance, a little generous). */
function text(x: number, y: number, content: string, size: number, fill: string, bold = false, max?: number, anchor: 'start' | 'middle' | 'end' = 'start'): string {
  let shown = content;
  if (max !== undefined && width(shown, size, bold) > max) {
    while (shown.length > 1 && width(`${shown}…`, size, bold) > max) shown = shown.slice(0, -1);
    shown = `${shown.trimEnd()}…`;
  }
  return `<text x="${round(x)}" y="${round(y)}" font-size="${size}" fill="${fill}"${bold ? ' font-weight="bold"' : ''}${anchor !== 'start' ? ` text-anchor="${anchor}"` : ''}>${escapeXml(shown)}</text>`;
}

function width(content: string, size: number, bold: boolean): number {
  return content.length * size * (bold ? 0.7 : 0.6);
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

function escapeXml(content: string): string {
  return content.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
