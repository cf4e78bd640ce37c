import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The apps share `react-router-dom` and `@tanstack/react-query` through slim re-export modules in shared/rspack/ (so
// each shared chunk is tree-shaken to what the portal uses). A name imported from the package that the file does not
// re-export would be undefined inside the portal: every import in the repository must be covered.
const root = path.resolve(import.meta.dirname, '..', '..', '..');
// the apps' source; tests (and shared/testing) run on the packages themselves, never through the shared chunk
const DIRS = ['shell/src', 'shared/src', ...fs.readdirSync(root).filter((d) => d.startsWith('mf-')).map((d) => `${d}/src`)];
const TEST_ONLY = /(\.test\.tsx?$|[\\/]test[\\/])/;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !TEST_ONLY.test(full) ? [full] : [];
  });
}

describe.each([
  ['react-router-dom', 'shared/rspack/react-router-dom.js'],
  ['@tanstack/react-query', 'shared/rspack/react-query.js'],
])('shared %s', (pkg, file) => {
  it('re-exports every name the apps import from the package', () => {
    const slim = fs.readFileSync(path.join(root, file), 'utf8');
    const exported = new Set(/export\s*\{([^}]*)\}/.exec(slim)![1]!.split(',').map((n) => n.trim()).filter(Boolean));
    const missing = new Set<string>();
    for (const dir of DIRS) {
      for (const file of sourceFiles(path.join(root, dir))) {
        const text = fs.readFileSync(file, 'utf8');
        const from = `from\\s*'${pkg.replace(/[/.]/g, (c) => `\\${c}`)}'`;
        // the shell's federation host provides the whole (slim) module to the remotes: its namespace import is the point
        if (file.endsWith(path.join('registry', 'federationHost.ts'))) continue;
        expect(new RegExp(`import\\s*\\*\\s*as\\s+\\w+\\s+${from}`).test(text), `${file}: namespace import`).toBe(false);
        for (const m of text.matchAll(new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*${from}`, 'g'))) {
          if (m[1]) continue;
          for (const raw of m[2]!.split(',')) {
            const name = raw.trim().replace(/\s+as\s+.*$/, '');
            if (name && !name.startsWith('type ') && !exported.has(name)) missing.add(`${name} (${path.relative(root, file)})`);
          }
        }
      }
    }
    expect([...missing]).toEqual([]);
  });
});
