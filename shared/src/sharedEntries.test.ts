import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from './core';
import * as react from './react';

// The shell provides `@portal/shared/core` and `@portal/shared/react` to the remotes as whole modules: federation
// cannot tree-shake a shared singleton, so every value these entries export sits in the shell's first load. They must
// export only what the apps import through them (the rest stays reachable from `@portal/shared`).
const root = path.resolve(import.meta.dirname, '..', '..');
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

/** The value names the apps' source imports (or re-exports) from `entry`, type-only ones left out. */
function importedNames(entry: string): Set<string> {
  const names = new Set<string>();
  const from = new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${entry.replace(/[/.]/g, (c) => `\\${c}`)}'`, 'g');
  for (const dir of DIRS) {
    for (const file of sourceFiles(path.join(root, dir))) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(from)) {
        if (m[1]) continue;
        for (const raw of m[2]!.split(',')) {
          const name = raw.trim().replace(/\s+as\s+.*$/, '');
          if (name && !name.startsWith('type ')) names.add(name);
        }
      }
    }
  }
  return names;
}

describe.each([
  ['@portal/shared/core', core],
  ['@portal/shared/react', react],
])('%s', (entry, module) => {
  it('exports only values the apps import from it', () => {
    const used = importedNames(entry);
    expect(Object.keys(module).filter((name) => !used.has(name))).toEqual([]);
  });
});
