import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The home widgets render on the shell's first screen, which carries no antd and no zod (docs/foundation-contract.md,
// "Remote modules"). This walks the static imports reachable from ./widgets (dynamic `import()` is the way out).
const SRC = import.meta.dirname;
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function packagesReachedFrom(entry: string) {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const spec = match[1]!;
      if (spec.startsWith('.')) {
        if (spec.endsWith('.css')) continue;
        const next = resolveLocal(file, spec);
        if (next) visit(next);
      } else if (!packages.has(spec)) packages.set(spec, path.relative(SRC, file));
    }
  };
  visit(entry);
  return packages;
}

describe('home widgets on the first screen', () => {
  it('import neither antd nor the zod entry of @portal/shared (only lazily)', () => {
    const packages = packagesReachedFrom(path.join(SRC, 'widgets.tsx'));
    const offending = [...packages].filter(([spec]) => spec === 'antd' || spec.startsWith('antd/') || spec.startsWith('@ant-design/') || spec === '@portal/shared' || spec === 'zod');
    expect(offending.map(([spec, file]) => `${file} imports ${spec}`)).toEqual([]);
    // the walk did find the widgets' real dependencies
    expect(packages.has('react')).toBe(true);
  });
});
