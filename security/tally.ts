import fs from 'node:fs';
import path from 'node:path';

/** Where every part of the suite leaves its figures for `run.ts` to sum up. */
export const RESULTS_DIR = path.join(import.meta.dirname, '.results');

export interface PartResult {
  part: string;
  checks: number;
  failed: string[];
  /** part-specific figures printed by the summary (e.g. fuzz status counts) */
  figures: Record<string, unknown>;
}

/**
 * Counts checks of one part of the suite. Each check is one assertion a reader can name (a matrix cell, a forged
 * token on one surface, a page's axe run); a failed check is kept with its reason. `save()` writes the part's file.
 */
export class Tally {
  checks = 0;
  readonly failed: string[] = [];
  readonly figures: Record<string, unknown> = {};

  constructor(readonly part: string) {}

  check(name: string, ok: boolean, detail = ''): boolean {
    this.checks++;
    if (!ok) this.failed.push(detail ? `${name}: ${detail}` : name);
    return ok;
  }

  /**
   * Writes the part's file. `merge` adds to what an earlier process of the same run wrote: Playwright replaces its
   * worker after a failed test, and the new worker's tally starts from zero (run.ts clears the folder per run).
   */
  save(merge = false): PartResult {
    const file = path.join(RESULTS_DIR, `${this.part}.json`);
    const result: PartResult = { part: this.part, checks: this.checks, failed: [...this.failed], figures: { ...this.figures } };
    if (merge && fs.existsSync(file)) {
      const before = JSON.parse(fs.readFileSync(file, 'utf8')) as PartResult;
      result.checks += before.checks;
      result.failed.unshift(...before.failed);
      for (const [key, value] of Object.entries(before.figures)) {
        const mine = result.figures[key];
        result.figures[key] = typeof value === 'number' && typeof mine === 'number' ? value + mine : (mine ?? value);
      }
    }
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(result, null, 2));
    return result;
  }
}

export function readResults(): PartResult[] {
  if (!fs.existsSync(RESULTS_DIR)) return [];
  return fs
    .readdirSync(RESULTS_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(RESULTS_DIR, f), 'utf8')) as PartResult);
}
