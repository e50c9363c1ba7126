import type { ReactNode } from 'react';
import { Card } from 'antd';

export type ChartCardProps = {
  title: string;
  /** Controls in the card's head (a period, a series). */
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A titled panel of a dashboard (a chart, a list, a table); its title is a level-2 heading. */
export function ChartCard({ title, extra, children, className }: ChartCardProps) {
  return (
    <Card
      className={['dash-card', className].filter(Boolean).join(' ')}
      title={<h2 className="dash-card-title">{title}</h2>}
      extra={extra}
    >
      {children}
    </Card>
  );
}
