/** The user-facing documentation: every setting documented, no reference to the project's internal notes. */
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../src/util/paths';

const read = (file: string) => fs.readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(PROJECT_ROOT, dir), { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile() && /\.[jt]s$/.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));

describe('the README and docs/', () => {
  const userFacing = ['README.md', ...fs.readdirSync(path.join(PROJECT_ROOT, 'docs')).map((file) => `docs/${file}`)];

  it('document every HEARTWOOD_ variable the code reads, in the README table and in .env.example', () => {
    const variables = new Set(sourceFiles('src').flatMap((file) => fs.readFileSync(file, 'utf8').match(/HEARTWOOD_[A-Z_]+/g) ?? []));
    expect(variables.size).toBeGreaterThan(5);
    for (const variable of variables) {
      expect(read('README.md')).toContain(`| \`${variable}\` |`);
      expect(read('.env.example')).toMatch(new RegExp(`^# ${variable}=`, 'm'));
    }
  });

  it.each(userFacing)('%s refers to no seed documents, issues or design notes', (file) => {
    expect(read(file)).not.toMatch(/seed documents?|\.\.\/shared\/(seeds|DESIGN)|issue scenario|\bissue \d+/i);
    expect(read(file)).not.toContain('DESIGN.md');
  });

  it('the README has a table of contents whose links reach its sections and the docs', () => {
    const readme = read('README.md');
    const contents = readme.slice(readme.indexOf('## Contents'), readme.indexOf('## Set up'));
    for (const [, target] of contents.matchAll(/\]\(([^#)][^)]*)\)/g)) expect(fs.existsSync(path.join(PROJECT_ROOT, target!))).toBe(true);
    const anchors = [...readme.matchAll(/^##+ (.+)$/gm)].map(([, title]) => '#' + title!.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-'));
    for (const [, target] of contents.matchAll(/\]\((#[^)]+)\)/g)) expect(anchors).toContain(target);
  });
});
