// Loaded with React.lazy: @ant-design/charts (G2) is heavy and only the dashboard needs it.
import { Column, Pie } from '@ant-design/charts';
import { countAxisLabel, useCategoryAxis, useChartTheme, type Segment } from '@conexoes/shared/ui';

/** A bar of a grouped or stacked column chart. */
export type SeriesBar = { x: string; series: string; count: number; href: string | null };

type Open = (href: string) => void;

type ChartEvents = { on: (name: string, handler: (event: ClickEvent) => void) => void };
type ClickEvent = { data?: { data?: { href?: string | null } } };

/**
 * A click on a drawn element hands G2's datum (`event.data.data`) to `open`; segments without a list
 * stay inert. The chart re-emits G2's events under their DOM type, so one click arrives as `click`
 * for the plot (no datum), the element and its mark (the same event object twice): it opens once.
 */
const clickThrough = (open: Open) => (chart: ChartEvents) => {
  let last: ClickEvent | null = null;
  chart.on('click', (event) => {
    const href = event.data?.data?.href;
    if (!href || event === last) return;
    last = event;
    open(href);
  });
};

export type DonutChartProps = { segments: Segment[]; title: string; onOpen: Open };

/** Share of interactions per group; the legend is the list of links under the chart. */
export function DonutChart({ segments, title, onOpen }: DonutChartProps) {
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
        state={{ inactive: { opacity: 0.6 } }}
        interaction={{ elementHighlight: true }}
        style={{ cursor: 'pointer' }}
        onReady={clickThrough(onOpen)}
      />
    </div>
  );
}

export type ColumnsChartProps = {
  bars: SeriesBar[];
  /** Series name → colour, in legend order. */
  colors: Array<[string, string]>;
  title: string;
  onOpen: Open;
  /** Stack the series (perception by month) instead of grouping them side by side. */
  stack?: boolean;
  height?: number;
  /** A legend above the bars; off where each bar is its own series, named on the axis (one per goal). */
  legend?: boolean;
};

/** Counts per month (or per goal), one colour per series; a click opens the bar's interactions. */
export function ColumnsChart({
  bars,
  colors,
  title,
  onOpen,
  stack = false,
  height = 260,
  legend = colors.length > 1,
}: ColumnsChartProps) {
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
        {...(stack ? { stack: true } : { group: true })}
        scale={{ color: { domain: colors.map(([name]) => name), range: colors.map(([, color]) => color) } }}
        legend={legend ? { color: { position: 'top', layout: { justifyContent: 'center' } } } : false}
        axis={{
          x: categoryAxis,
          y: { title: false, labelFormatter: countAxisLabel },
        }}
        style={{ cursor: 'pointer', maxWidth: 48 }}
        onReady={clickThrough(onOpen)}
      />
    </div>
  );
}
