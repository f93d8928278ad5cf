/**
 * SVG to PNG with resvg (a prebuilt native package, no build step), with the bundled DejaVu Sans
 * fonts only (their licence: node_modules/dejavu-fonts-ttf/LICENSE): no system font is read, so a
 * picture comes out the same on every machine.
 */
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { BoardSnapshot } from '../engine';
import { boardSvg, FONT_FAMILY } from './board';

const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) => path.join(FONT_DIR, file));

/** The SVG drawn in pixels: `pixels` (RGBA, row by row) and `asPng()`. */
export function rasterize(svg: string): ReturnType<Resvg['render']> {
  return new Resvg(svg, { font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: FONT_FAMILY } }).render();
}

export function svgToPng(svg: string): Buffer {
  return rasterize(svg).asPng();
}

/** The board as a PNG. */
export function boardPng(board: BoardSnapshot, title?: string): Buffer {
  return svgToPng(boardSvg(board, title));
}
