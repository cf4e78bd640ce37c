import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Where code may reach (STYLE.md): shared imports no app; no remote imports another remote or the
// shell; the shell knows no remote; the api imports no page code. Checked over every source file.
const root = path.resolve(import.meta.dirname, '..', '..');
const REMOTES = ['mf-announcements', 'mf-users', 'mf-calendar', 'mf-trivia', 'mf-knowledge', 'mf-chat', 'mf-admin'];
const APPS = ['shell', ...REMOTES, 'api', 'assistant'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]!);
}

/** The top-level folder an import lands in ('' when it is a package from node_modules). */
function targetFolder(file: string, specifier: string): string {
  if (specifier.startsWith('@portal/')) return specifier.slice('@portal/'.length).split('/')[0]!;
  if (!specifier.startsWith('.')) return '';
  return path.relative(root, path.resolve(path.dirname(file), specifier)).split(path.sep)[0]!;
}

function violations(folder: string, forbidden: (target: string, specifier: string) => boolean) {
  return sourceFiles(path.join(root, folder)).flatMap((file) =>
    importsOf(file)
      .filter((spec) => forbidden(targetFolder(file, spec), spec))
      .map((spec) => `${path.relative(root, file)} imports ${spec}`),
  );
}

describe('import boundaries', () => {
  it('shared imports no app code', () => {
    expect(violations('shared', (target) => APPS.includes(target))).toEqual([]);
  });

  it('no remote imports another remote, the shell, the api or the assistant', () => {
    for (const remote of REMOTES) {
      expect(violations(remote, (target) => APPS.includes(target) && target !== remote)).toEqual([]);
    }
  });

  it('the shell is built knowing no remote', () => {
    expect(violations('shell/src', (target) => APPS.includes(target) && target !== 'shell')).toEqual([]);
  });

  it('the api imports no page code and no React', () => {
    expect(violations('api/src', (target, spec) => (APPS.includes(target) && target !== 'api') || spec === 'react' || spec.startsWith('@portal/shared/react'))).toEqual([]);
  });
});
