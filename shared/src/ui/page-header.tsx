import { useEffect, useId, type ReactNode } from 'react';
import { Flex, Typography, theme } from 'antd';
import { usePageHeadingStore } from '@conexoes/shared';

export type PageHeaderProps = { title: ReactNode; extra?: ReactNode };

/**
 * The page's one h1 with its actions; the actions wrap under the title on narrow screens. Drawn at
 * the h2 size: an h1's 48 px would crowd a working screen, and the level is for the outline.
 * A plain-text title also names the browser tab (the host's DocumentTitle reads it).
 */
export function PageHeader({ title, extra }: PageHeaderProps) {
  const { token } = theme.useToken();
  const owner = useId();
  const heading = typeof title === 'string' && title.trim() ? title : null;
  useEffect(() => {
    const store = usePageHeadingStore.getState();
    if (heading) store.show(owner, heading);
    else store.clear(owner);
    return () => usePageHeadingStore.getState().clear(owner);
  }, [owner, heading]);
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
