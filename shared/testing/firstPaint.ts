import fs from 'node:fs';
import path from 'node:path';

// The home widgets render on the shell's first screen, which carries no antd and no zod (docs/foundation-contract.md,
// "Remote modules"). This walks the static imports reachable from a widgets entry (dynamic `import()` is the way out).
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every package imported statically from `entry` or the local files it reaches, with the first file importing it. */
export function packagesReachedFrom(entry: string): Map<string, string> {
  const root = path.dirname(entry);
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
      } else if (!packages.has(spec)) packages.set(spec, path.relative(root, file));
    }
  };
  visit(entry);
  return packages;
}

/** What a first-paint entry must not pull: antd (and its icons) and the zod entry of @portal/shared, as `file imports pkg`. */
export function firstPaintOffenders(packages: Map<string, string>): string[] {
  return [...packages]
    .filter(([spec]) => spec === 'antd' || spec.startsWith('antd/') || spec.startsWith('@ant-design/') || spec === '@portal/shared' || spec === 'zod')
    .map(([spec, file]) => `${file} imports ${spec}`);
}
