import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The apps share `react-router-dom` through shared/rspack/react-router-dom.js (the component router only, so the
// shared chunk is tree-shaken). A name imported from the package that the file does not re-export
// would be undefined inside the portal: every import in the repository must be covered.
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const DIRS = ['shell/src', 'shared/src', 'shared/testing', ...fs.readdirSync(root).filter((d) => d.startsWith('mf-')).map((d) => `${d}/src`)];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe.each([['react-router-dom', 'shared/rspack/react-router-dom.js']])('shared %s', (pkg, file) => {
  it('re-exports every name the apps import from the package', () => {
    const slim = fs.readFileSync(path.join(root, file), 'utf8');
    const exported = new Set(/export\s*\{([^}]*)\}/.exec(slim)![1]!.split(',').map((n) => n.trim()).filter(Boolean));
    const missing = new Set<string>();
    for (const dir of DIRS) {
      for (const file of sourceFiles(path.join(root, dir))) {
        const text = fs.readFileSync(file, 'utf8');
        const from = `from\\s*'${pkg.replace(/[/.]/g, (c) => `\\${c}`)}'`;
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
