import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const apiRoot = path.resolve(here, '../..');

/** Keeps every object it makes: V8 decides to pretenure that allocation site (and says so under the trace flag). */
const SURVIVORS = 'const keep = []; for (let i = 0; i < 2e6; i++) keep.push({ i }); console.log(keep.length)';

function pretenuringDecisions(imports: string[]): string {
  const run = spawnSync(process.execPath, ['--trace-pretenuring-statistics', ...imports, '-e', SURVIVORS], { cwd: apiRoot, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain('2000000');
  return run.stdout;
}

describe('gcTuning', () => {
  it('stops V8 from pretenuring allocation sites', () => {
    // the control: without the module, V8 does pretenure this site
    expect(pretenuringDecisions([])).toMatch(/=> tenure/);
    expect(pretenuringDecisions(['--import', 'tsx', '--import', './src/runtime/gcTuning.ts'])).not.toMatch(/=> tenure/);
  });

  it('is the first thing the server imports', () => {
    const main = fs.readFileSync(path.join(apiRoot, 'src/main.ts'), 'utf8');
    const firstImport = main.match(/^import [^\n]+$/m)?.[0];
    expect(firstImport).toBe("import './runtime/gcTuning';");
  });
});
