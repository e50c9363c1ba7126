// Loaded with React.lazy, like dashboard-charts.tsx: @ant-design/charts only when a chart renders.
import { Column } from '@ant-design/charts';
import { useChartTheme } from '@conexoes/shared/ui';

/**
 * One bar of a question's distribution: the score's digit (the axis: words would turn sideways on a
 * phone; the list under the chart says them), its name (the tooltip), how many gave it, its colour.
 */
export type ScoreBar = { value: string; score: string; count: number; color: string };

/** How many answered 1 … 5 to one question; the list under it names each bar. `countName` names the count in the tooltip. */
export function ScoreColumns({
  bars,
  title,
  countName,
}: {
  bars: ScoreBar[];
  title: string;
  countName: string;
}) {
  const theme = useChartTheme();
  return (
    <div role="img" aria-label={title}>
      <Column
        data={bars}
        xField="value"
        yField="count"
        colorField="value"
        theme={theme}
        height={160}
        autoFit
        legend={false}
        scale={{ color: { domain: bars.map((b) => b.value), range: bars.map((b) => b.color) } }}
        axis={{ x: { title: false }, y: { title: false, labelFormatter: 'd' } }}
        tooltip={{ title: 'score', items: [{ field: 'count', name: countName }] }}
        style={{ maxWidth: 40 }}
      />
    </div>
  );
}
