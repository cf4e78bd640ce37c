import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './test/appSources';

// Every workspace declares the packages its code imports (issue 47: the assistant's undici once resolved only through
// a build plugin's own dependency). Read from the source as text: import/export … from, import(), require().

/** names the build resolves itself (rspack aliases), not packages */
const BUILD_ALIASES = new Set(['@portal/react-query-esm', 'portal-one-bundle-remotes']);
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.baseline', '.turbo', 'results', '.results', 'test-results', '.data', '.tmp', 'coverage']);
const NODE_BUILTINS = new Set(builtinModules);
const IMPORT =
  /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/gm;
const PACKAGE_NAME = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*/;

function workspaces(): string[] {
  const root = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
  return root.workspaces.filter((w) => fs.existsSync(path.join(repoRoot, w, 'package.json')));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|js|mjs|cjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The package a specifier names (`@scope/name`, `name`), or null for a relative path, a built-in or an alias. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const name = PACKAGE_NAME.exec(specifier)?.[0] ?? null;
  if (!name || NODE_BUILTINS.has(name) || BUILD_ALIASES.has(name)) return null;
  return name;
}

describe('declared dependencies', () => {
  it('reads the package a specifier names', () => {
    expect(packageOf('@tanstack/react-query')).toBe('@tanstack/react-query');
    expect(packageOf('semver/functions/satisfies')).toBe('semver');
    expect(packageOf('@portal/shared/pages')).toBe('@portal/shared');
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('fs/promises')).toBeNull();
    expect(packageOf('../x')).toBeNull();
  });

  it.each(workspaces())('%s declares every package its code imports', (workspace) => {
    const dir = path.join(repoRoot, workspace);
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | string>;
    const declared = new Set([
      pkg.name as string,
      ...['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((k) => Object.keys((pkg[k] as Record<string, string>) ?? {})),
    ]);
    const undeclared = new Set<string>();
    for (const file of sourceFiles(dir)) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const name = packageOf(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '');
        if (name && !declared.has(name)) undeclared.add(`${name} (${path.relative(repoRoot, file)})`);
      }
    }
    expect([...undeclared]).toEqual([]);
  });
});
