import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

// recharts lives only in this file, which the analytics page imports lazily: it is fetched when a chart is
// first shown on /analytics, never by the home page or the other admin pages.

/** One day of figures: `date` (YYYY-MM-DD) and a number per series. */
export type DailyRow = { date: string };

export interface DailySeries {
  key: string;
  label: string;
  color: string;
}

export interface DailyChartProps {
  kind: 'line' | 'bar';
  data: readonly DailyRow[];
  series: readonly DailySeries[];
  height?: number;
}

const shortDay = (date: string) => date.slice(5).replace('-', '/');

/** A day-by-day chart (x: `date`, YYYY-MM-DD) of one or more series. */
export default function DailyChart({ kind, data, series, height = 260 }: DailyChartProps) {
  const common = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={12} fontSize={12} />
      <YAxis allowDecimals={false} width={32} fontSize={12} />
      <Tooltip labelFormatter={(label) => String(label)} />
      <Legend />
    </>
  );
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 600, height }}>
      {kind === 'line' ? (
        <LineChart data={[...data]} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          {common}
          {series.map((s) => (
            <Line key={s.key} type="monotone" dataKey={s.key} name={s.label} stroke={s.color} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
          ))}
        </LineChart>
      ) : (
        <BarChart data={[...data]} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          {common}
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} isAnimationActive={false} />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
