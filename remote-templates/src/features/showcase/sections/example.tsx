import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

/** One example of a group: a card under its own h2, so the page reads as an outline. */
export function Example({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <Typography.Title level={2} className="showcase-card-title">
        {title}
      </Typography.Title>
      {children}
    </Card>
  );
}
