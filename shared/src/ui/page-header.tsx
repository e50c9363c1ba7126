import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

export type PageHeaderProps = { title: ReactNode; extra?: ReactNode };

/** Page title with its actions; the actions wrap under the title on narrow screens. */
export function PageHeader({ title, extra }: PageHeaderProps) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {extra ? (
        <Flex gap={8} wrap>
          {extra}
        </Flex>
      ) : null}
    </Flex>
  );
}
