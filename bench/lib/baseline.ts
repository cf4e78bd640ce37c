// The assistant as it was before the answer method of bench/README.md: its source extracted from git beside the bench
// (bench/.baseline/<commit>/assistant), so it resolves the workspace's packages. Benches run it in the same run as the
// current code, on the same machine, for "before" figures.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BenchContext } from './types';

/** the commit before issue 46's method changes (87e3f15, the first baseline, no longer loads: its config imports `@portal/shared/llm`, which shared no longer exports); `BENCH_ASSISTANT_BASELINE=none` skips the comparison */
export const ASSISTANT_BASELINE = process.env.BENCH_ASSISTANT_BASELINE ?? 'e735b0ad815adc4171e5963dce7683f0c75a35e9';

/** The folder holding the baseline's `assistant/`, or null when it cannot be had (no git, unknown commit, `none`). */
export function assistantBaseline(ctx: BenchContext): string | null {
  if (ASSISTANT_BASELINE === 'none') return null;
  const root = path.join(ctx.repoRoot, 'bench', '.baseline', ASSISTANT_BASELINE);
  if (fs.existsSync(path.join(root, 'assistant', 'src', 'app.ts'))) return root;
  try {
    fs.mkdirSync(root, { recursive: true });
    const archive = execFileSync('git', ['-C', ctx.repoRoot, 'archive', '--format=tar', ASSISTANT_BASELINE, 'assistant'], { maxBuffer: 64 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', root], { input: archive });
    return root;
  } catch (error) {
    ctx.log(`baseline ${ASSISTANT_BASELINE} not available: ${(error as Error).message}`);
    fs.rmSync(root, { recursive: true, force: true });
    return null;
  }
}
