// The dashboards' three kinds of chart over @ant-design/charts (G2), themed like the product's own
// dashboards (light/dark). Each is an image named by its summary, since a canvas says nothing to a
// screen reader; the figures it draws are also in the page's KPI cards or table.
import { Area, Column, Line, Pie } from '@ant-design/charts';
import { useChartTheme } from '@conexoes/shared/ui';
import { count } from '../lib/format';

/** One point of a series: `x` is the axis label (a month, a day), `series` the line it belongs to. */
export type Point = { x: string; y: number; series: string };

type Common = {
  data: Point[];
  /** What the chart shows, for those who cannot see it. */
  summary: string;
  height?: number;
  /** Axis and tooltip figures as the page writes them (money, percent); counts in the language's way by default. */
  format?: (value: number) => string;
};

const seriesLegend = (data: Point[]) =>
  new Set(data.map((p) => p.series)).size > 1
    ? { color: { position: 'top' as const, layout: { justifyContent: 'center' } } }
    : false;

export function TrendChart({
  data,
  summary,
  height = 260,
  format = count,
  area = false,
}: Common & { area?: boolean }) {
  const theme = useChartTheme();
  const Chart = area ? Area : Line;
  return (
    <div role="img" aria-label={summary}>
      <Chart
        data={data}
        xField="x"
        yField="y"
        colorField="series"
        theme={theme}
        height={height}
        autoFit
        legend={seriesLegend(data)}
        axis={{
          x: { title: false, labelAutoRotate: true, labelAutoHide: true },
          y: { title: false, labelFormatter: format },
        }}
        tooltip={{ items: [{ channel: 'y', valueFormatter: format }] }}
        style={area ? { fillOpacity: 0.25 } : { lineWidth: 2 }}
      />
    </div>
  );
}

export function BarsChart({
  data,
  summary,
  height = 260,
  format = count,
  stack = false,
}: Common & { stack?: boolean }) {
  const theme = useChartTheme();
  return (
    <div role="img" aria-label={summary}>
      <Column
        data={data}
        xField="x"
        yField="y"
        colorField="series"
        theme={theme}
        height={height}
        autoFit
        {...(stack ? { stack: true } : { group: true })}
        legend={seriesLegend(data)}
        axis={{
          x: { title: false, labelAutoRotate: true, labelAutoHide: true },
          y: { title: false, labelFormatter: format },
        }}
        tooltip={{ items: [{ channel: 'y', valueFormatter: format }] }}
        style={{ maxWidth: 40 }}
      />
    </div>
  );
}

export type Slice = { label: string; value: number };

export function DonutChart({
  data,
  summary,
  height = 240,
  format = count,
}: {
  data: Slice[];
  summary: string;
  height?: number;
  format?: (value: number) => string;
}) {
  const theme = useChartTheme();
  return (
    <div role="img" aria-label={summary}>
      <Pie
        data={data}
        angleField="value"
        colorField="label"
        theme={theme}
        innerRadius={0.62}
        height={height}
        autoFit
        label={false}
        legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
        tooltip={{ title: 'label', items: [{ field: 'value', valueFormatter: format }] }}
      />
    </div>
  );
}
