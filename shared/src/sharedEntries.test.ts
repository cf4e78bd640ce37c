import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as core from './core';
import * as react from './react';
import { appSourceFiles, namedImports } from './test/appSources';

// The shell provides `@portal/shared/core` and `@portal/shared/react` to the remotes as whole modules: federation
// cannot tree-shake a shared singleton, so every value these entries export sits in the shell's first load. They must
// export only what the apps import (or re-export) through them; the rest stays reachable from `@portal/shared`.
describe.each([
  ['@portal/shared/core', core],
  ['@portal/shared/react', react],
])('%s', (entry, module) => {
  it('exports only values the apps import from it', () => {
    const used = new Set(appSourceFiles().flatMap((file) => namedImports(fs.readFileSync(file, 'utf8'), entry)));
    expect(Object.keys(module).filter((name) => !used.has(name))).toEqual([]);
  });
});
