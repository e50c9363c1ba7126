import { useState } from 'react';
import { CommentOutlined, EyeOutlined, FileTextOutlined, ReadOutlined } from '@ant-design/icons';
import { ChartCard } from '../blocks/chart-card';
import { DonutChart, TrendChart } from '../blocks/charts';
import { DashboardPage, KpiRow, PanelRow } from '../blocks/dashboard-page';
import { DataTable, type DataColumn } from '../blocks/data-table';
import { DetailDrawer } from '../blocks/detail-drawer';
import { KpiCard } from '../blocks/kpi-card';
import { StatusTag, type Tone } from '../blocks/status-tag';
import { lastMonths } from '../lib/calendar';
import { compact, count, day, monthYear } from '../lib/format';
import { useDashT } from '../lib/use-dash-t';
import { monthlyViews, posts, POST_TOPICS, type Post } from '../data/blog.data';
import { lastChange, sum } from '../data/series';

const TONE: Record<Post['status'], Tone> = { published: 'good', draft: 'neutral', scheduled: 'info' };

/** /dashboard/blog: the organisation's blog — posts, their readers and comments. */
export function BlogPage() {
  const t = useDashT();
  const [open, setOpen] = useState<Post | null>(null);
  const title = (p: Post) => t(`blog.posts.${p.title}`);
  const published = posts.filter((p) => p.status === 'published');
  const months = lastMonths(12).map(monthYear);
  const columns: DataColumn<Post>[] = [
    { key: 'title', title: t('blog.post'), text: title, sortValue: title },
    {
      key: 'topic',
      title: t('blog.topic'),
      text: (p) => t(`blog.topics.${p.topic}`),
      sortValue: (p) => t(`blog.topics.${p.topic}`),
    },
    { key: 'author', title: t('blog.author'), text: (p) => p.author, sortValue: (p) => p.author },
    {
      key: 'status',
      title: t('blog.status'),
      text: (p) => t(`blog.statuses.${p.status}`),
      render: (p) => <StatusTag tone={TONE[p.status]}>{t(`blog.statuses.${p.status}`)}</StatusTag>,
      sortValue: (p) => p.status,
    },
    { key: 'date', title: t('blog.date'), text: (p) => day(p.date), sortValue: (p) => p.date },
    {
      key: 'views',
      title: t('blog.views'),
      text: (p) => count(p.views),
      sortValue: (p) => p.views,
      align: 'right',
    },
  ];
  const views = sum(published.map((p) => p.views));
  const comments = sum(published.map((p) => p.comments));
  return (
    <DashboardPage title={t('blog.title')} subtitle={t('blog.subtitle')}>
      <KpiRow>
        <KpiCard
          label={t('blog.published')}
          value={count(published.length)}
          icon={<FileTextOutlined aria-hidden />}
        />
        <KpiCard
          label={t('blog.monthViews')}
          value={count(monthlyViews.at(-1)!)}
          change={lastChange(monthlyViews)}
          icon={<EyeOutlined aria-hidden />}
        />
        <KpiCard label={t('blog.comments')} value={count(comments)} icon={<CommentOutlined aria-hidden />} />
        <KpiCard
          label={t('blog.readTime')}
          value={t('blog.minutes', { count: Math.round(sum(posts.map((p) => p.minutes)) / posts.length) })}
          icon={<ReadOutlined aria-hidden />}
        />
      </KpiRow>
      <PanelRow>
        <ChartCard title={t('blog.viewsTitle')}>
          <TrendChart
            area
            data={monthlyViews.map((y, i) => ({ x: months[i]!, y, series: t('blog.views') }))}
            summary={t('blog.viewsSummary', { value: compact(views) })}
            format={compact}
          />
        </ChartCard>
        <ChartCard title={t('blog.topicsTitle')}>
          <DonutChart
            data={POST_TOPICS.map((topic) => ({
              label: t(`blog.topics.${topic}`),
              value: sum(published.filter((p) => p.topic === topic).map((p) => p.views)),
            }))}
            summary={t('blog.topicsSummary')}
            format={count}
          />
        </ChartCard>
      </PanelRow>
      <ChartCard title={t('blog.postsTitle')}>
        <DataTable
          rows={posts}
          columns={columns}
          label={t('blog.postsTitle')}
          searchLabel={t('blog.search')}
          onOpen={setOpen}
        />
      </ChartCard>
      <DetailDrawer
        title={open ? title(open) : null}
        onClose={() => setOpen(null)}
        items={
          open
            ? [
                { label: t('blog.status'), value: t(`blog.statuses.${open.status}`) },
                { label: t('blog.topic'), value: t(`blog.topics.${open.topic}`) },
                { label: t('blog.author'), value: open.author },
                {
                  label: open.status === 'scheduled' ? t('blog.scheduledFor') : t('blog.date'),
                  value: day(open.date),
                },
                { label: t('blog.views'), value: count(open.views) },
                { label: t('blog.comments'), value: count(open.comments) },
                { label: t('blog.readTime'), value: t('blog.minutes', { count: open.minutes }) },
              ]
            : []
        }
      />
    </DashboardPage>
  );
}

export default BlogPage;
