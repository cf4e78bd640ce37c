import { describe, expect, it } from 'vitest';
import { buildReport, printReport } from './report';
import { summarize } from './stats';

describe('bench report', () => {
  it('summarises samples as median, min and max', () => {
    expect(summarize([5, 1, 3])).toEqual({ median: 3, min: 1, max: 5, n: 3 });
    expect(summarize([4, 1, 3, 2]).median).toBe(2.5);
  });

  it('computes ratios between medians and checks goals', () => {
    const report = buildReport(
      [
        {
          measurements: [
            { group: 'a', name: 't', unit: 'ms', samples: [10, 12, 11] },
            { group: 'b', name: 't', unit: 'ms', samples: [10, 10, 10] },
          ],
          ratios: [{ name: 'a / b', numerator: { group: 'a', name: 't' }, denominator: { group: 'b', name: 't' }, target: { max: 1.1 } }],
          targets: [{ group: 'b', name: 't', max: 5, label: 'b fast' }],
        },
      ],
      { cpus: 2, node: 'v20', platform: 'linux' },
    );
    expect(report.ratios[0]).toMatchObject({ value: 1.1, met: true });
    expect(report.targets[0]).toMatchObject({ value: 10, met: false });
    expect(printReport(report)).toContain('a / b');
  });
});
