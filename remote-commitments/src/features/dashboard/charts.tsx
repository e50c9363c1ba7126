// Loaded with React.lazy: @ant-design/charts (G2) is heavy and only the dashboard needs it.
import { Column, Pie } from '@ant-design/charts';
import { countAxisLabel, useCategoryAxis, useChartTheme, type Segment } from '@conexoes/shared/ui';

/** A bar of a grouped column chart. */
export type SeriesBar = { x: string; series: string; count: number; href: string | null };

type Open = (href: string) => void;
type ClickEvent = { data?: { data?: { href?: string | null } } };
type ChartEvents = { on: (name: string, handler: (event: ClickEvent) => void) => void };

/** A click on a drawn element opens its list once (G2 re-emits one click for the plot and the mark). */
const clickThrough = (open: Open) => (chart: ChartEvents) => {
  let last: ClickEvent | null = null;
  chart.on('click', (event) => {
    const href = event.data?.data?.href;
    if (!href || event === last) return;
    last = event;
    open(href);
  });
};

export function DonutChart({
  segments,
  title,
  onOpen,
}: {
  segments: Segment[];
  title: string;
  onOpen: Open;
}) {
  const theme = useChartTheme();
  return (
    <div role="img" aria-label={title}>
      <Pie
        data={segments}
        angleField="count"
        colorField="label"
        theme={theme}
        innerRadius={0.6}
        height={220}
        autoFit
        legend={false}
        scale={{ color: { domain: segments.map((s) => s.label), range: segments.map((s) => s.color) } }}
        label={false}
        tooltip={{ title: 'label', items: [{ field: 'count', name: title }] }}
        interaction={{ elementHighlight: true }}
        style={{ cursor: 'pointer' }}
        onReady={clickThrough(onOpen)}
      />
    </div>
  );
}

export function ColumnsChart({
  bars,
  colors,
  title,
  onOpen,
  height = 260,
  percent = false,
}: {
  bars: SeriesBar[];
  colors: Array<[string, string]>;
  title: string;
  onOpen: Open;
  height?: number;
  /** Values are shares 0–100 (the axis says %). */
  percent?: boolean;
}) {
  const theme = useChartTheme();
  const categoryAxis = useCategoryAxis();
  return (
    <div role="img" aria-label={title}>
      <Column
        data={bars}
        xField="x"
        yField="count"
        colorField="series"
        theme={theme}
        height={height}
        autoFit
        group
        scale={{
          color: { domain: colors.map(([name]) => name), range: colors.map(([, color]) => color) },
          ...(percent ? { y: { domain: [0, 100] } } : {}),
        }}
        legend={
          colors.length > 1 ? { color: { position: 'top', layout: { justifyContent: 'center' } } } : false
        }
        axis={{
          x: categoryAxis,
          // Counts are whole: no 0.5 ticks (small numbers otherwise read 0, 0, 1, 1).
          y: {
            title: false,
            labelFormatter: percent ? (v: number) => `${v}%` : countAxisLabel,
            tickFilter: (v: number) => Number.isInteger(v),
          },
        }}
        style={{ cursor: 'pointer', maxWidth: 48 }}
        onReady={clickThrough(onOpen)}
      />
    </div>
  );
}
