/**
 * The cards an ingest gathers, held in a temporary file instead of memory: a card file may hold
 * hundreds of thousands of cards, and as objects they take several times their size in JSON. Each
 * card is one JSON line; the shelf keeps only where each card's latest line is. A card put again
 * is written again, its earlier line left unused until the shelf is closed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Card } from './model';

/** The shelf's folder in the temporary folder: `heartwood-ingest-<pid>-…`, removed by a sweep (../util/sweep) once its process is gone. */
export const SHELF_FOLDER_PREFIX = 'heartwood-ingest-';

export class CardShelf {
  private readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), `${SHELF_FOLDER_PREFIX}${process.pid}-`));
  private readonly fd = fs.openSync(path.join(this.dir, 'cards.jsonl'), 'w+');
  private readonly places = new Map<string, { start: number; length: number }>();
  private end = 0;

  put(card: Card): void {
    const line = Buffer.from(JSON.stringify(card));
    for (let written = 0; written < line.length; ) written += fs.writeSync(this.fd, line, written, line.length - written, this.end + written);
    this.places.set(card.id, { start: this.end, length: line.length });
    this.end += line.length;
  }

  get(id: string): Card | undefined {
    const place = this.places.get(id);
    if (!place) return undefined;
    const line = Buffer.alloc(place.length);
    for (let read = 0; read < place.length; ) {
      const got = fs.readSync(this.fd, line, read, place.length - read, place.start + read);
      if (got === 0) throw new Error(`ingest: the temporary card file ended early (card ${id})`);
      read += got;
    }
    return JSON.parse(line.toString('utf8')) as Card;
  }

  /** Removes the temporary file. */
  close(): void {
    fs.closeSync(this.fd);
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
