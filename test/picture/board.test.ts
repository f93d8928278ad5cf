/**
 * The picture of the board (src/picture): every preset's final board drawn as SVG (a snapshot per
 * preset) and as PNG: its signature and size, and each player's panel drawn with something in it.
 */
import { listPresets } from '../../src/scenario/presets';
import { simulate, type Trace } from '../../src/scenario/simulate';
import { BOARD_WIDTH, boardSvg } from '../../src/picture/board';
import { rasterize } from '../../src/picture/png';
import { resolveDataDir } from '../../src/util/paths';

const DATA = resolveDataDir();
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A player's panel: the rounded rectangle each panel is drawn on (board.ts drawPlayer). */
const PANEL = /<rect x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)" rx="10"/g;

function traceOf(text: string): Trace {
  const result = simulate(text, { dataDir: DATA });
  if (!result.ok) throw new Error(`the preset did not play: ${JSON.stringify(result)}`);
  return result.trace;
}

/** Share of the pixels in a box that are not the colour at `background` (read once: `pixels` is a copy at every read). */
function drawnShare(image: ReturnType<typeof rasterize>, box: Box, background: { x: number; y: number }): number {
  const pixels = image.pixels;
  const at = (x: number, y: number) => pixels.readUInt32BE((y * image.width + x) * 4);
  const paper = at(background.x, background.y);
  let drawn = 0;
  for (let y = box.y; y < box.y + box.h; y++) for (let x = box.x; x < box.x + box.w; x++) if (at(x, y) !== paper) drawn++;
  return drawn / (box.w * box.h);
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

describe('a picture of the board', () => {
  for (const preset of listPresets(DATA)) {
    it(`draws preset ${preset.name}: the SVG as kept, a PNG with each player's panel drawn`, () => {
      const trace = traceOf(preset.text);
      const svg = boardSvg(trace.final, trace.title);
      expect(svg).toMatchSnapshot();
      const image = rasterize(svg);
      const png = image.asPng();
      expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      // IHDR: width and height, big-endian, after the signature, the chunk's length and its type.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([image.width, image.height]);
      expect(image.width).toBe(BOARD_WIDTH + (trace.final.stack.length ? 300 : 0));
      const panels: Box[] = [...svg.matchAll(PANEL)].map((m) => ({ x: Number(m[1]), y: Number(m[2]), w: Number(m[3]), h: Number(m[4]) }));
      expect(panels).toHaveLength(trace.final.players.length);
      trace.final.players.forEach((player, i) => {
        const panel = panels[i]!;
        const background = { x: panel.x + 6, y: panel.y + Math.floor(panel.h / 2) };
        expect(drawnShare(image, { x: panel.x + 8, y: panel.y + 8, w: panel.w - 16, h: panel.h - 16 }, background)).toBeGreaterThan(0.01); // the name, life and zones
        // The first frame of its first row: a card frame's area is nearly all drawn.
        const first = { x: panel.x + 14, y: panel.y + 50, w: 90, h: 40 };
        const permanents = trace.final.battlefield.some((p) => p.controller === player.name);
        if (permanents) expect(drawnShare(image, first, background)).toBeGreaterThan(0.9);
        else expect(drawnShare(image, first, background)).toBeLessThan(0.5);
      });
    });
  }

  it('turns a tapped permanent (701.26a), marks a changed power and toughness beside the printed one (707.2), and draws an arrow from a spell on the stack to its target', () => {
    const text = 'Alice has Grizzly Bears, Forest, Mountain\nBob has Hill Giant\nAlice casts Giant Growth targeting Grizzly Bears\nresolve\nAlice casts Shock targeting Hill Giant';
    const lastStepOfLine5 = traceOf(text).events.filter((e) => e.line === 5).at(-1)!.step;
    const result = simulate(text, { dataDir: DATA, boardAt: lastStepOfLine5 });
    const board = result.ok ? result.trace.boardAt!.board : undefined;
    expect(board?.stack.map((item) => item.label)).toEqual(['Shock']);
    const svg = boardSvg(board!);
    expect(svg).toMatch(/translate\([\d.]+ [\d.]+\) rotate\(90\)/); // the lands tapped for mana
    expect(svg).toContain('was 2/2');
    expect(svg).toContain('>5/5<');
    expect(svg.match(/marker-end="url\(#arrow\)"/g)).toHaveLength(1);
  });

  it('draws alike permanents as one frame with their count, and one a spell targets as a frame of its own with its arrow', () => {
    const text = 'Alice has 8 Forest, 3 Grizzly Bears, Mountain\nBob has 4 Island, 2 Hill Giant\nAlice casts Shock targeting Hill Giant #2';
    const lastStep = traceOf(text).events.filter((e) => e.line === 3).at(-1)!.step;
    const result = simulate(text, { dataDir: DATA, boardAt: lastStep });
    const svg = boardSvg(result.ok ? result.trace.boardAt!.board : traceOf(text).final);
    for (const count of ['×8', '×3', '×4']) expect(svg).toContain(`>${count}<`);
    expect(svg).not.toContain('>×2<');
    expect(svg.match(/>Hill Gi[^<]*</g)).toHaveLength(2); // the target apart from the other
    expect(svg.match(/marker-end="url\(#arrow\)"/g)).toHaveLength(1);
  });

  it('draws a board of 40 permanents in smaller frames within a PNG under 500 KB', () => {
    const many = (name: string, n: number) => Array.from({ length: n }, () => name).join(', ');
    // Each creature differs from the others by its counters, so that piles don't shrink the board: 24 frames.
    const countered = (name: string) => Array.from({ length: 10 }, (_, i) => (i ? `${name} (${i} +1/+1 counter${i > 1 ? 's' : ''})` : name)).join(', ');
    const trace = traceOf(`Alice has ${countered('Grizzly Bears')}, ${many('Forest', 5)}, ${many('Forest (tapped)', 5)}\nBob has ${countered('Hill Giant')}, ${many('Mountain', 5)}, ${many('Mountain (tapped)', 5)}`);
    expect(trace.final.battlefield).toHaveLength(40);
    const svg = boardSvg(trace.final);
    expect(svg).toContain('font-size="14" fill="#15171a" font-weight="bold"');
    const png = rasterize(svg).asPng();
    expect(png.length).toBeLessThan(500_000);
  });
});
