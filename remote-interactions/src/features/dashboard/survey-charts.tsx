// Loaded with React.lazy, like dashboard-charts.tsx: @ant-design/charts only when a chart renders.
import { Column } from '@ant-design/charts';
import { useChartTheme } from '@conexoes/shared/ui';

/** One bar of a question's distribution: the score's name, how many gave it, its colour. */
export type ScoreBar = { score: string; count: number; color: string };

/** How many answered 1 … 5 to one question; the list under it names each bar. */
export function ScoreColumns({ bars, title }: { bars: ScoreBar[]; title: string }) {
  const theme = useChartTheme();
  return (
    <div role="img" aria-label={title}>
      <Column
        data={bars}
        xField="score"
        yField="count"
        colorField="score"
        theme={theme}
        height={160}
        autoFit
        legend={false}
        scale={{ color: { domain: bars.map((b) => b.score), range: bars.map((b) => b.color) } }}
        axis={{ x: { title: false }, y: { title: false, labelFormatter: 'd' } }}
        tooltip={{ title: 'score', items: [{ field: 'count', name: title }] }}
        style={{ maxWidth: 40 }}
      />
    </div>
  );
}
