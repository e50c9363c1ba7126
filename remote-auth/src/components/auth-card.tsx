import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';

export type AuthCardProps = { title: string; subtitle?: string; children: ReactNode };

/** The centred card every sign-in step shows; full width on a 360 px phone. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Flex justify="center" style={{ padding: '32px 12px' }}>
      <Card style={{ width: '100%', maxWidth: 480 }}>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 26 }}>
          {title}
        </Typography.Title>
        {subtitle ? <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph> : null}
        {children}
      </Card>
    </Flex>
  );
}
