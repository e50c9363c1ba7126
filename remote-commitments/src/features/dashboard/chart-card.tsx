import { Suspense, type ReactNode } from 'react';
import { Card, Skeleton } from 'antd';
import { CardTitle } from '../../components/detail-bits';

/** A dashboard card: its title a level-2 heading, charts loaded lazily inside. */
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
    <Card size="small" style={{ height: '100%' }} title={<CardTitle>{title}</CardTitle>} extra={extra}>
      <Suspense fallback={<Skeleton active />}>{children}</Suspense>
    </Card>
  );
}
