import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { DailyChartProps } from './DailyChart';
import { ANALYTICS_TEXTS as T } from '../texts';

const DailyChart = lazy(() => import(/* webpackChunkName: "analytics-charts" */ './DailyChart'));

export interface ChartFigureProps extends DailyChartProps {
  title: string;
  /** one sentence a screen reader hears instead of the picture */
  summary: string;
  testId: string;
}

/**
 * A chart with its title, a text summary, and its figures as a table for whoever would rather read them (and for
 * screen readers). The chart library loads with the first chart.
 */
export function ChartFigure({ title, summary, testId, ...chart }: ChartFigureProps) {
  return (
    <figure className="mfadmin-chart" data-testid={testId} aria-label={title}>
      <figcaption className="mfadmin-chart__title">{title}</figcaption>
      <div aria-hidden="true">
        <Suspense fallback={<Spin tip={T.chartLoading} style={{ display: 'block', padding: 24 }} />}>
          <DailyChart {...chart} />
        </Suspense>
      </div>
      <p className="mfadmin-visually-hidden">{summary}</p>
      <details className="mfadmin-chart__table">
        <summary>{T.chartTable}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{T.day}</th>
              {chart.series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.data.map((row) => (
              <tr key={String(row.date)}>
                <th scope="row">{row.date}</th>
                {chart.series.map((s) => (
                  <td key={s.key}>{String((row as Record<string, unknown>)[s.key] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
