import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSourceFiles, fromSpecifier, namedImports, repoRoot } from '../test/appSources';

// The apps share `react-router-dom` and `@tanstack/react-query` through slim re-export modules in shared/build/shares/ (so
// each shared chunk is tree-shaken to what the portal uses). A name imported from the package that the file does not
// re-export would be undefined inside the portal: every import in the apps' source must be covered (tests, and
// shared/testing, run on the packages themselves, never through the shared chunk).
describe.each([
  ['react-router-dom', 'shared/build/shares/react-router-dom.js'],
  ['@tanstack/react-query', 'shared/build/shares/react-query.js'],
])('shared %s', (pkg, file) => {
  it('re-exports every name the apps import from the package', () => {
    const slim = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    const exported = new Set(
      /export\s*\{([^}]*)\}/
        .exec(slim)![1]!
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    );
    const missing = new Set<string>();
    for (const source of appSourceFiles()) {
      const text = fs.readFileSync(source, 'utf8');
      // the shell provides the whole (slim) module to the remotes (its federation host and the direct home widgets):
      // its namespace import is the point
      if (source.endsWith(path.join('registry', 'sharedSingletons.ts'))) continue;
      expect(new RegExp(`import\\s*\\*\\s*as\\s+\\w+\\s+${fromSpecifier(pkg)}`).test(text), `${source}: namespace import`).toBe(false);
      for (const name of namedImports(text, pkg)) if (!exported.has(name)) missing.add(`${name} (${path.relative(repoRoot, source)})`);
    }
    expect([...missing]).toEqual([]);
  });
});
