/**
 * Card definitions: loads and validates rules-data/cards/*.yaml (zod), and looks cards up by name.
 * Errors name the file, the entry and the field.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { resolveDataDir } from '../../util/paths';
import { cardDefinitionSchema, type CardDefinition, type CardDefinitionInput } from './schema';

export class CardDefinitionError extends Error {}

export class CardLibrary {
  private readonly byKey = new Map<string, CardDefinition>();

  constructor(definitions: CardDefinition[] = []) {
    for (const definition of definitions) this.byKey.set(definition.name.toLowerCase(), Object.freeze(definition));
  }

  /** The definition named `name` (case-insensitive), or undefined. */
  find(name: string): CardDefinition | undefined {
    return this.byKey.get(name.trim().toLowerCase());
  }

  /** The definition named `name`, or an error listing close names. */
  get(name: string): CardDefinition {
    const found = this.find(name);
    if (found) return found;
    const near = this.names().filter((n) => n.toLowerCase().includes(name.trim().toLowerCase().slice(0, 4)));
    throw new CardDefinitionError(`unknown card "${name}"${near.length ? ` (did you mean ${near.slice(0, 3).join(', ')}?)` : ''}`);
  }

  names(): string[] {
    return [...this.byKey.values()].map((d) => d.name).sort();
  }

  all(): CardDefinition[] {
    return [...this.byKey.values()];
  }

  /** A new library with these already-validated definitions added (the Oracle compiler's). */
  withDefinitions(definitions: CardDefinition[]): CardLibrary {
    return new CardLibrary([...this.all(), ...definitions]);
  }

  /** A new library with these definitions added (same name: the new one wins). */
  with(inputs: CardDefinitionInput[], origin = 'inline definition'): CardLibrary {
    const added = inputs.map((input, index) => validateCard(input, `${origin} #${index + 1}`));
    return new CardLibrary([...this.all(), ...added]);
  }
}

/** Validates one definition; the error names where it came from and each wrong field. */
export function validateCard(input: unknown, where: string): CardDefinition {
  const result = cardDefinitionSchema.safeParse(input);
  if (result.success) return result.data;
  const name = typeof input === 'object' && input !== null && 'name' in input ? ` (${String((input as { name: unknown }).name)})` : '';
  throw new CardDefinitionError(`${where}${name}: ${formatIssues(result.error)}`);
}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length ? `field "${issue.path.join('.')}"` : 'definition'}: ${issue.message}`).join('; ');
}

/** Parses a YAML file holding one definition or a list of them. */
export function parseCardFile(text: string, fileName: string): CardDefinition[] {
  let parsed: unknown;
  try {
    // Loaded here only: a bundled run reads the compiled copy and never needs it.
    parsed = (require('yaml') as typeof import('yaml')).parse(text);
  } catch (error) {
    const yamlError = error as { message: string; linePos?: { line: number; col: number }[] };
    const at = yamlError.linePos?.[0];
    throw new CardDefinitionError(`${fileName}${at ? `:${at.line}:${at.col}` : ''}: invalid YAML: ${yamlError.message.split('\n')[0]}`);
  }
  const entries = Array.isArray(parsed) ? parsed : [parsed];
  return entries.map((entry, index) => validateCard(entry, entries.length > 1 ? `${fileName} entry ${index + 1}` : fileName));
}

/**
 * The card files of a data folder, validated: each file's SHA-256 and the definitions made from
 * them. scripts/build.js stores those of the bundled rules-data beside the bundle (PRECOMPILED).
 */
export interface CompiledCardFiles {
  files: Record<string, string>;
  definitions: CardDefinition[];
}

/** Next to the bundle (dist/cards.json); running from the sources, there is none. */
const PRECOMPILED = path.join(__dirname, 'cards.json');

function cardFiles(dataDir: string): { name: string; text: string }[] {
  const dir = path.join(dataDir, 'cards');
  return fs
    .readdirSync(dir)
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .sort()
    .map((name) => ({ name, text: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

const digest = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Reads and validates every *.yaml / *.yml / *.json file under `<dataDir>/cards`. */
export function compileCardFiles(dataDir: string): CompiledCardFiles {
  const files = cardFiles(dataDir);
  return {
    files: Object.fromEntries(files.map((file) => [file.name, digest(file.text)])),
    definitions: files.flatMap((file) => parseCardFile(file.text, path.join('cards', file.name))),
  };
}

/**
 * The definitions of these files from a compiled copy made of the very same files (names and
 * checksums), else undefined: reading it skips YAML and zod, about 200 ms of a cold start.
 */
function fromCompiledCopy(files: { name: string; text: string }[], compiledFile: string): CardDefinition[] | undefined {
  let compiled: CompiledCardFiles;
  try {
    compiled = JSON.parse(fs.readFileSync(compiledFile, 'utf8')) as CompiledCardFiles;
  } catch {
    return undefined;
  }
  const same = files.length === Object.keys(compiled.files).length && files.every((file) => compiled.files[file.name] === digest(file.text));
  return same ? compiled.definitions : undefined;
}

/** Loads every card file under `<dataDir>/cards` (from the compiled copy when its files are these). */
export function loadCardLibrary(dataDir = resolveDataDir(), compiledFile = PRECOMPILED): CardLibrary {
  const files = cardFiles(dataDir);
  const definitions = fromCompiledCopy(files, compiledFile) ?? files.flatMap((file) => parseCardFile(file.text, path.join('cards', file.name)));
  const seen = new Map<string, string>();
  definitions.forEach((d, i) => {
    const key = d.name.toLowerCase();
    if (seen.has(key)) throw new CardDefinitionError(`card "${d.name}" is defined twice (${seen.get(key)} and entry ${i + 1})`);
    seen.set(key, `entry ${i + 1}`);
  });
  return new CardLibrary(definitions);
}

let bundled: CardLibrary | undefined;
/** The bundled rules-data/cards library, loaded once. */
export function defaultCardLibrary(): CardLibrary {
  bundled ??= loadCardLibrary();
  return bundled;
}
