import { Suspense, type ReactNode } from 'react';
import { Card, Skeleton, Typography } from 'antd';

/** A dashboard card: its title a level-2 heading (the page's h1 is the dashboard), charts loaded lazily inside. */
export function ChartCard({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
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
