import type { BenchResult, Measurement, Ratio, Target } from './types';
import { summarize, type Summary } from './stats';

export interface ReportRow extends Summary {
  group: string;
  name: string;
  unit: string;
  /** every run's value, in run order (the JSON keeps them; the table shows median, min and max) */
  samples: number[];
}
export interface ReportRatio {
  name: string;
  value: number;
  target: string;
  met: boolean | null;
}
export interface Report {
  date: string;
  machine: { cpus: number; node: string; platform: string };
  rows: ReportRow[];
  ratios: ReportRatio[];
  targets: { label: string; value: number; target: string; met: boolean }[];
  notes: string[];
}

const fmt = (n: number) => (Number.isFinite(n) ? (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(2)) : 'n/a');

function bound(t: { max?: number; min?: number }) {
  return [t.min !== undefined ? `≥ ${t.min}` : '', t.max !== undefined ? `≤ ${t.max}` : ''].filter(Boolean).join(' and ');
}
function meets(value: number, t: { max?: number; min?: number }) {
  return Number.isFinite(value) && (t.max === undefined || value <= t.max) && (t.min === undefined || value >= t.min);
}

export function buildReport(results: BenchResult[], machine: Report['machine']): Report {
  const measurements: Measurement[] = results.flatMap((r) => r.measurements);
  const rows = measurements.map((m) => ({ group: m.group, name: m.name, unit: m.unit, ...summarize(m.samples), samples: [...m.samples] }));
  const median = (ref: { group: string; name: string }) => rows.find((r) => r.group === ref.group && r.name === ref.name)?.median ?? NaN;
  const ratios = results
    .flatMap((r) => r.ratios ?? [])
    .map((ratio: Ratio) => {
      const value = median(ratio.numerator) / median(ratio.denominator);
      return { name: ratio.name, value, target: ratio.target ? bound(ratio.target) : '', met: ratio.target ? meets(value, ratio.target) : null };
    });
  const targets = results
    .flatMap((r) => r.targets ?? [])
    .map((t: Target) => {
      const value = median(t);
      return { label: t.label, value, target: bound(t), met: meets(value, t) };
    });
  return { date: new Date().toISOString(), machine, rows, ratios, targets, notes: results.flatMap((r) => r.notes ?? []) };
}

function table(header: string[], body: string[][]) {
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((r) => r[c]!.length)));
  const line = (cells: string[]) => cells.map((cell, c) => (c === 0 || c === 1 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

export function printReport(report: Report): string {
  const parts = [
    `Benchmarks, ${report.date} — ${report.machine.cpus} cores, Node ${report.machine.node}`,
    '',
    table(
      ['group', 'figure', 'median', 'min', 'max', 'unit', 'runs'],
      report.rows.map((r) => [r.group, r.name, fmt(r.median), fmt(r.min), fmt(r.max), r.unit, String(r.n)]),
    ),
  ];
  if (report.ratios.length) {
    parts.push(
      '',
      table(
        ['ratio', 'target', 'value', 'met'],
        report.ratios.map((r) => [r.name, r.target || '-', fmt(r.value), r.met === null ? '-' : r.met ? 'yes' : 'NO']),
      ),
    );
  }
  if (report.targets.length) {
    parts.push(
      '',
      table(
        ['goal', 'target', 'value', 'met'],
        report.targets.map((t) => [t.label, t.target, fmt(t.value), t.met ? 'yes' : 'NO']),
      ),
    );
  }
  if (report.notes.length) parts.push('', ...report.notes.map((n) => `note: ${n}`));
  return parts.join('\n');
}
