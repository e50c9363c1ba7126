import { Typography } from 'antd';

export type PlaceholderPageProps = { title: string };

/** Stand-in for a page that a later issue fills: shows the page's (translated) title as its h1. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  return (
    <Typography.Title level={1} style={{ marginTop: 0 }} data-placeholder-page="">
      {title}
    </Typography.Title>
  );
}
