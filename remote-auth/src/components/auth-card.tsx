import { Suspense, type ReactNode } from 'react';
import { Card, Flex, Spin, Typography } from 'antd';

export type AuthCardProps = { title: string; subtitle?: string; children: ReactNode };

/**
 * The centred card every sign-in step shows; full width on a 360 px phone. Its body waits in a
 * boundary of its own: a step whose form needs antd's Form (fetched on first use) shows its card and
 * title at once, with a spinner where the form comes, instead of keeping the previous step on screen.
 */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Flex justify="center" style={{ padding: '32px 12px' }}>
      <Card style={{ width: '100%', maxWidth: 480 }}>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 26 }}>
          {title}
        </Typography.Title>
        {subtitle ? <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph> : null}
        <Suspense
          fallback={
            <Flex justify="center" style={{ padding: 24 }}>
              <Spin />
            </Flex>
          }
        >
          {children}
        </Suspense>
      </Card>
    </Flex>
  );
}
