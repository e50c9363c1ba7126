import { Suspense, type ReactNode } from 'react';
import { Card, Skeleton, Typography } from 'antd';

export type ChartCardProps = { title: string; extra?: ReactNode; children: ReactNode };

/**
 * A dashboard card: its title a level-2 heading (the page's h1 is the dashboard), charts loaded lazily
 * inside (the chart library is heavy: a skeleton while it arrives).
 */
export function ChartCard({ title, extra, children }: ChartCardProps) {
  return (
    <Card
      size="small"
      style={{ height: '100%' }}
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0, whiteSpace: 'normal' }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
    >
      <Suspense fallback={<Skeleton active />}>{children}</Suspense>
    </Card>
  );
}
