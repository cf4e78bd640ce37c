import fs from 'node:fs';
import path from 'node:path';

// For tests that read the apps' source (what ships in the pages): the shell, the remotes and shared, without tests.

export const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

const TEST_ONLY = /(\.test\.tsx?$|[\\/]test[\\/])/;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !TEST_ONLY.test(full) ? [full] : [];
  });
}

/** Every non-test .ts/.tsx file of shell/src, shared/src and each mf-*\/src. */
export function appSourceFiles(): string[] {
  const dirs = [
    'shell/src',
    'shared/src',
    ...fs
      .readdirSync(repoRoot)
      .filter((d) => d.startsWith('mf-'))
      .map((d) => `${d}/src`),
  ];
  return dirs.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)));
}

/** `from '<specifier>'` as a regular expression source. */
export function fromSpecifier(specifier: string): string {
  return `from\\s*'${specifier.replace(/[/.]/g, (c) => `\\${c}`)}'`;
}

/** The value names `source` imports (and re-exports, with `{ … } from`) from `specifier`; type-only ones left out. */
export function namedImports(source: string, specifier: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*${fromSpecifier(specifier)}`, 'g'))) {
    if (m[1]) continue;
    for (const raw of m[2]!.split(',')) {
      const name = raw.trim().replace(/\s+as\s+.*$/, '');
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}
