/**
 * Streams the records out of a big JSON file without holding its text or its whole tree:
 * stream-json turns the bytes into tokens, and only the values at the chosen paths are assembled,
 * one at a time, and handed to `onRecord`. A gzip file (MTGJSON's AtomicCards.json.gz) is
 * decompressed on the way, by node:zlib.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Assembler from 'stream-json/Assembler';
import { parser } from 'stream-json';
import { CARD_LIMITS, cardFileTooLarge, maxCardFileBytes } from './limits';

export type JsonPath = readonly (string | number)[];

interface Token {
  name: string;
  value?: unknown;
}

export interface JsonStreamOptions<Tag> {
  /** The tag of the records at this path (a value to assemble), or undefined to walk on. `token` tells what starts there. */
  select: (path: JsonPath, token: string) => Tag | undefined;
  onRecord: (tag: Tag, value: unknown) => void;
  /** Called with the bytes read so far (for a progress bar). */
  onBytes?: (bytes: number) => void;
  /** What errors call the file (default: its path): the URL it was downloaded from. */
  name?: string;
}

class JsonSyntaxError extends Error {}

/** Reads `file`, calling onRecord for each selected value in file order. */
export async function streamJsonRecords<Tag>(file: string, options: JsonStreamOptions<Tag>): Promise<void> {
  const bytesRead = new ByteCounter(options.onBytes);
  const gzip = isGzip(file);
  const position = new PositionCounter();
  try {
    await pipeline([
      fs.createReadStream(file, { highWaterMark: 1 << 16 }),
      bytesRead,
      ...(gzip ? [zlib.createGunzip()] : []),
      position,
      // Strings, keys and numbers come in chunks and are packed here, with a limit: packed by the
      // parser, one huge string value threw "Invalid string length" past the pipeline's reach.
      parser({ packValues: false, streamValues: true }),
      new ValuePacker(),
      new RecordPicker(options.select, options.onRecord),
    ]);
  } catch (error) {
    const message = (error as Error).message;
    const name = options.name ?? file;
    if (error instanceof FileTooLarge) throw new JsonSyntaxError(`${name}: ${message}`);
    if (error instanceof ValueTooLong || error instanceof RecordTooLarge) throw new JsonSyntaxError(`${name}: ${message} ${position.describeLastBlock()}${gzip ? ' of the decompressed text' : ''}: this is not card data; refusing`);
    if (message.startsWith('Parser')) throw new JsonSyntaxError(`${name}: not valid JSON (${message}) ${position.describeLastBlock()}${gzip ? ' of the decompressed text' : ''}`);
    if ((error as { code?: string }).code?.startsWith('Z_')) throw new JsonSyntaxError(`${name}: a broken gzip file (${message})`);
    throw error;
  }
}

/** Whether a file starts with the gzip magic bytes 1f 8b. */
function isGzip(file: string): boolean {
  const head = Buffer.alloc(2);
  const fd = fs.openSync(file, 'r');
  try {
    return fs.readSync(fd, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    fs.closeSync(fd);
  }
}

/** Counts the bytes read from the file (for a progress bar over the file's size). */
class ByteCounter extends Transform {
  private bytes = 0;

  constructor(private readonly onBytes?: (bytes: number) => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error: null, chunk: Buffer) => void): void {
    this.bytes += chunk.length;
    this.onBytes?.(this.bytes);
    done(null, chunk);
  }
}

class FileTooLarge extends Error {}

/**
 * Counts bytes and lines of the JSON text as they pass, so that a syntax error can say roughly
 * where it is; past maxCardFileBytes (a gzip bomb, an endless file) the read stops.
 */
class PositionCounter extends Transform {
  private bytes = 0;
  private lines = 1;
  private blockStart = { byte: 0, line: 1 };
  private readonly maxBytes = maxCardFileBytes();

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error: Error | null, chunk?: Buffer) => void): void {
    this.blockStart = { byte: this.bytes, line: this.lines };
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(new FileTooLarge(cardFileTooLarge()));
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) this.lines++;
    done(null, chunk);
  }

  describeLastBlock(): string {
    return `between byte ${this.blockStart.byte} (line ${this.blockStart.line}) and byte ${this.bytes} (line ${this.lines})`;
  }
}

/** The longest string value a card file may hold: card and ruling texts are under 10,000 characters. */
export const MAX_JSON_STRING = 1 << 20;

class ValueTooLong extends Error {}

/**
 * The most characters (of its keys and values) one record may hold: the largest card of the 2020
 * pool is 1.3 KB, of an MTGJSON set file 9.4 KB. Only a record is assembled in memory, so this
 * bounds what one record costs.
 */
export const MAX_JSON_RECORD = 1 << 22;

class RecordTooLarge extends Error {}

const PACKED: Record<string, string> = { endString: 'stringValue', endKey: 'keyValue', endNumber: 'numberValue' };

/** Joins the parser's string, key and number chunks into one token each, refusing a value over MAX_JSON_STRING. */
class ValuePacker extends Transform {
  private chunks: string[] = [];
  private length = 0;

  constructor() {
    super({ objectMode: true });
  }

  override _transform(token: Token, _encoding: BufferEncoding, done: (error?: Error | null, token?: Token) => void): void {
    if (token.name === 'stringChunk' || token.name === 'numberChunk') {
      const chunk = token.value as string;
      this.length += chunk.length;
      if (this.length > MAX_JSON_STRING) return done(new ValueTooLong(`a value longer than ${MAX_JSON_STRING.toLocaleString('en-US')} characters`));
      this.chunks.push(chunk);
      return done();
    }
    if (token.name === 'startString' || token.name === 'startKey' || token.name === 'startNumber') return done();
    const packed = PACKED[token.name];
    if (!packed) return done(null, token);
    const value = this.chunks.join('');
    this.chunks = [];
    this.length = 0;
    done(null, { name: packed, value });
  }
}

/** Walks the token stream keeping the path, and assembles the values whose path is selected. */
class RecordPicker<Tag> extends Writable {
  /** The key (object) or index (array) inside each open container. */
  private readonly path: (string | number)[] = [];
  private assembler?: Assembler;
  private depth = 0;
  private tag?: Tag;
  /** Records assembled so far, and the characters of the one being assembled. */
  private records = 0;
  private recordLength = 0;

  constructor(
    private readonly select: (path: JsonPath, token: string) => Tag | undefined,
    private readonly onRecord: (tag: Tag, value: unknown) => void,
  ) {
    super({ objectMode: true });
  }

  override _write(token: Token, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    try {
      this.take(token);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  private take(token: Token): void {
    if (this.assembler) {
      this.recordLength += typeof token.value === 'string' ? token.value.length : 1;
      if (this.recordLength > MAX_JSON_RECORD) {
        throw new RecordTooLarge(`record ${this.records} is longer than ${MAX_JSON_RECORD.toLocaleString('en-US')} characters`);
      }
      this.assembler.consume(token as never);
      if (token.name === 'startObject' || token.name === 'startArray') this.depth++;
      else if (token.name === 'endObject' || token.name === 'endArray') this.depth--;
      if (this.depth === 0) {
        const value = this.assembler.current;
        this.assembler = undefined;
        this.onRecord(this.tag!, value);
      }
      return;
    }
    if (token.name === 'keyValue') {
      this.path[this.path.length - 1] = token.value as string;
      return;
    }
    if (token.name === 'endObject' || token.name === 'endArray') {
      this.path.pop();
      return;
    }
    // A value starts here.
    const last = this.path.length - 1;
    if (typeof this.path[last] === 'number') this.path[last] = (this.path[last] as number) + 1;
    const container = token.name === 'startObject' || token.name === 'startArray';
    const tag = this.select(this.path, token.name);
    if (tag !== undefined) {
      if (++this.records > CARD_LIMITS.records) throw new FileTooLarge(`more than ${CARD_LIMITS.records.toLocaleString('en-US')} records; Scryfall's every printing has about 110,000: refusing`);
      if (!container) {
        this.onRecord(tag, token.name === 'numberValue' ? Number(token.value) : (token.value ?? null));
        return;
      }
      this.tag = tag;
      this.recordLength = 0;
      this.assembler = new Assembler();
      this.assembler.consume(token as never);
      this.depth = 1;
      return;
    }
    if (container) this.path.push(token.name === 'startArray' ? -1 : '');
  }
}
