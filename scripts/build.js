/**
 * `npm run build` (run by `npm install` and `npm ci` too, as the prepare script): bundles the
 * TypeScript sources with esbuild into dist/heartwood.js (the command line and the bot) and
 * dist/worker-boot.js (a simulation worker), dist/coverage-worker.js (a worker of `cards
 * coverage`) and dist/data-worker.js (the bot's data refresh, `ingest`), so that `node bin/heartwood.js …`
 * loads one file of plain JavaScript instead of some
 * 240 modules compiled by tsx at every start. The packages stay in
 * node_modules, loaded only by the code paths that use them. dist/ is not tracked by git.
 *
 * bin/heartwood.js calls ensureBundle() first: when a source or card file is newer than the bundle (the
 * code was changed since), it is built again (about a second); if it cannot be built, the
 * sources run through tsx as before.
 *
 * Beside the bundles, dist/cards.json: rules-data/cards compiled by the new bundle (validated
 * definitions, each file's checksum), which a bundled run reads instead of parsing and validating
 * the YAML while the files are unchanged (src/engine/cards/library.ts).
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist');
const BUNDLE = path.join(DIST, 'heartwood.js');
/** What the bundles are made from: every file under these folders. */
const SOURCE_DIRS = ['src', 'commands'].map((dir) => path.join(ROOT, dir));
/** What dist/cards.json is made from. */
const CARD_DIR = path.join(ROOT, 'rules-data', 'cards');
/** The Oracle grammars, read at run time relative to the code: src/oracle/parse.ts reads __dirname/grammar/*.ohm, dist/grammar/ in the bundle. */
const GRAMMAR_DIR = path.join(ROOT, 'src', 'oracle', 'grammar');

function newestSource() {
  let newest = 0;
  for (const dir of [...SOURCE_DIRS, CARD_DIR]) {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

function isFresh() {
  try {
    return fs.statSync(BUNDLE).mtimeMs >= newestSource();
  } catch {
    return false;
  }
}

/**
 * discord-api-types/v10 is about a hundred modules, loaded by every command for a few enums
 * (ApplicationCommandOptionType.String …). In the bundle its enums are constants, read from the
 * package itself at build time; what else it exports (Routes …) is still loaded from the package,
 * when first used.
 */
const discordEnumsInline = {
  name: 'discord-api-types enums',
  setup(builder) {
    const SPECIFIER = /^discord-api-types\/v10$/;
    builder.onResolve({ filter: SPECIFIER }, (args) => (args.namespace === 'enums' ? { path: args.path, external: true } : { path: args.path, namespace: 'enums' }));
    builder.onLoad({ filter: /.*/, namespace: 'enums' }, () => {
      const api = require('discord-api-types/v10');
      const isEnum = (value) => value !== null && typeof value === 'object' && Object.values(value).every((member) => typeof member === 'number' || typeof member === 'string');
      const lines = Object.entries(api).map(([name, value]) =>
        isEnum(value) || typeof value === 'string' || typeof value === 'number'
          ? `exports[${JSON.stringify(name)}] = ${JSON.stringify(value)};`
          : `Object.defineProperty(exports, ${JSON.stringify(name)}, { enumerable: true, get: () => require('discord-api-types/v10')[${JSON.stringify(name)}] });`,
      );
      return { contents: lines.join('\n'), loader: 'js', resolveDir: ROOT };
    });
  },
};

/**
 * ohm-js compiles a grammar from its text in ohm.grammar(): for the Oracle grammars
 * (src/oracle/grammar/*.ohm) that takes some 200 ms and keeps 55 MB of the parse that built them, in
 * every process and simulation worker that loads the Oracle compiler. In the bundle, ohm.grammar()
 * of a grammar text found under src/ at build time builds it from its recipe instead (ohm's own
 * serialised form, `grammar.toRecipe()`, made here): the same grammar, in a few milliseconds and
 * a few MB. A grammar that extends another (`Nouns <: Words`) is built on the supergrammar of the
 * namespace it is given, as ohm.grammar() would. Any other text is compiled as before.
 */
const ohmRecipes = {
  name: 'ohm grammar recipes',
  setup(builder) {
    builder.onResolve({ filter: /^ohm-js$/ }, (args) => (args.namespace === 'ohm-recipes' ? { path: args.path, external: true } : { path: 'ohm-js', namespace: 'ohm-recipes' }));
    builder.onLoad({ filter: /.*/, namespace: 'ohm-recipes' }, () => {
      const ohm = require('ohm-js');
      let pending = [];
      for (const dir of SOURCE_DIRS) {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
          if (entry.isFile() && entry.name.endsWith('.ohm')) pending.push(fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
        }
      }
      // Each grammar once its supergrammar is built: [source, supergrammar's name, recipe without the supergrammar].
      const namespace = {};
      const grammars = [];
      while (pending.length) {
        const failed = [];
        for (const source of pending) {
          try {
            const grammar = ohm.grammar(source, namespace);
            namespace[grammar.name] = grammar;
            const superName = grammar.superGrammar.isBuiltIn() ? null : grammar.superGrammar.name;
            grammars.push(`[${JSON.stringify(source)}, ${JSON.stringify(superName)}, ${grammar.toRecipe('null')}]`);
          } catch (error) {
            failed.push({ source, error });
          }
        }
        if (failed.length === pending.length) throw failed[0].error;
        pending = failed.map(({ source }) => source);
      }
      const contents = [
        "const ohm = require('ohm-js');",
        `const recipes = new Map([${grammars.join(',\n')}].map(([source, superName, recipe]) => [source, { superName, recipe }]));`,
        'function grammar(source, namespace) {',
        '  const known = recipes.get(source);',
        '  if (!known) return ohm.grammar(source, namespace);',
        '  const { superName, recipe } = known;',
        '  return ohm.makeRecipe(superName ? [...recipe.slice(0, 3), namespace[superName], ...recipe.slice(4)] : recipe);',
        '}',
        'module.exports = { ...ohm, grammar };',
      ].join('\n');
      return { contents, loader: 'js', resolveDir: ROOT };
    });
  },
};

/** Builds into a folder of its own, then moves each file into dist/ (the bundle last): concurrent builds never mix. */
async function build() {
  const esbuild = require('esbuild');
  fs.mkdirSync(DIST, { recursive: true });
  const out = fs.mkdtempSync(path.join(DIST, '.build-'));
  try {
    await esbuild.build({
      entryPoints: { heartwood: path.join(ROOT, 'src', 'cli', 'entry.ts'), 'worker-boot': path.join(ROOT, 'src', 'scenario', 'worker-main.ts'), 'coverage-worker': path.join(ROOT, 'src', 'oracle', 'coverage-worker-main.ts'), 'data-worker': path.join(ROOT, 'src', 'data', 'data-worker-main.ts') },
      outdir: out,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      packages: 'external',
      plugins: [discordEnumsInline, ohmRecipes],
      logLevel: 'error',
    });
    const grammars = fs.readdirSync(GRAMMAR_DIR).filter((name) => name.endsWith('.ohm')).map((name) => path.join('grammar', name));
    fs.mkdirSync(path.join(out, 'grammar'));
    for (const file of grammars) fs.copyFileSync(path.join(GRAMMAR_DIR, path.basename(file)), path.join(out, file));
    const { compileCardFiles } = require(path.join(out, 'heartwood.js'));
    fs.writeFileSync(path.join(out, 'cards.json'), JSON.stringify(compileCardFiles(path.dirname(CARD_DIR))));
    fs.mkdirSync(path.join(DIST, 'grammar'), { recursive: true });
    for (const name of [...grammars, 'cards.json', 'worker-boot.js', 'coverage-worker.js', 'data-worker.js', 'heartwood.js']) fs.renameSync(path.join(out, name), path.join(DIST, name));
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/** The bundle's path, built first when it is missing or older than a source; undefined when it cannot be built. */
async function ensureBundle() {
  if (isFresh()) return BUNDLE;
  try {
    await build();
    return BUNDLE;
  } catch (error) {
    process.stderr.write(`heartwood: could not build ${path.relative(ROOT, BUNDLE)} (${error.message.split('\n')[0]}); running the sources through tsx\n`);
    return undefined;
  }
}

module.exports = { BUNDLE, build, ensureBundle, isFresh };

if (require.main === module) {
  build().catch((error) => {
    process.stderr.write(`build: ${error.message}\n`);
    process.exitCode = 1;
  });
}
