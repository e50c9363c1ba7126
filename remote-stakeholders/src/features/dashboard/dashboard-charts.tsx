// Loaded with React.lazy: @ant-design/charts (G2) is heavy and only the dashboard needs it.
import { Pie } from '@ant-design/charts';
import { useChartTheme } from './chart-theme';
import type { GroupCounts } from '../../api/stakeholder.types';

export type CountsChartProps = { data: GroupCounts; title: string };

/** Share of stakeholders per group (category, entity type, ...). */
export function CountsPie({ data, title }: CountsChartProps) {
  const theme = useChartTheme();
  return (
    <div role="img" aria-label={title}>
      <Pie
        data={data.groups.map((g) => ({ label: g.label, count: g.count }))}
        angleField="count"
        colorField="label"
        theme={theme}
        innerRadius={0.55}
        height={280}
        autoFit
        legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
        label={{ text: 'count', style: { fontWeight: 'bold' } }}
      />
    </div>
  );
}
