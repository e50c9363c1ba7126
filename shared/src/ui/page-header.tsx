import type { ReactNode } from 'react';
import { Flex, Typography, theme } from 'antd';

export type PageHeaderProps = { title: ReactNode; extra?: ReactNode };

/**
 * The page's one h1 with its actions; the actions wrap under the title on narrow screens. Drawn at
 * the h2 size: an h1's 48 px would crowd a working screen, and the level is for the outline.
 */
export function PageHeader({ title, extra }: PageHeaderProps) {
  const { token } = theme.useToken();
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Typography.Title
        level={1}
        style={{ margin: 0, fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2 }}
      >
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
