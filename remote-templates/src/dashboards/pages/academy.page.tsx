import { useState } from 'react';
import { Progress } from 'antd';
import { formatDate } from '@conexoes/shared';
import { BookOutlined, CheckCircleOutlined, ClockCircleOutlined, TrophyOutlined } from '@ant-design/icons';
import { ChartCard } from '../blocks/chart-card';
import { BarsChart } from '../blocks/charts';
import { DashboardPage, KpiRow, PanelRow } from '../blocks/dashboard-page';
import { DataTable, type DataColumn } from '../blocks/data-table';
import { DetailDrawer } from '../blocks/detail-drawer';
import { KpiCard } from '../blocks/kpi-card';
import { count, day, percent } from '../lib/format';
import { useDashT } from '../lib/use-dash-t';
import { courses, weekHours, type Course } from '../data/academy.data';
import { sum } from '../data/series';

const share = (c: Course) => c.done / c.lessons;

/** /dashboard/academy: a learner's courses on social performance — progress, hours, certificates. */
export function AcademyPage() {
  const t = useDashT();
  const [open, setOpen] = useState<Course | null>(null);
  // A topic runs at several levels: the level is part of the course's name.
  const name = (c: Course) => `${t(`academy.topics.${c.topic}`)} · ${t(`academy.levels.${c.level}`)}`;
  const finished = courses.filter((c) => c.done === c.lessons);
  const inProgress = courses.filter((c) => c.done > 0 && c.done < c.lessons);
  // Sunday 4 January 2026 onwards: the week's day names in the reader's language, Sunday first.
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    formatDate(new Date(2026, 0, 4 + i), { weekday: 'short' }),
  );
  const chart = [
    ...weekHours.thisWeek.map((y, i) => ({ x: weekdays[i]!, y, series: t('academy.thisWeek') })),
    ...weekHours.lastWeek.map((y, i) => ({ x: weekdays[i]!, y, series: t('academy.lastWeek') })),
  ];
  const columns: DataColumn<Course>[] = [
    { key: 'name', title: t('academy.course'), text: name, sortValue: name },
    {
      key: 'level',
      title: t('academy.level'),
      text: (c) => t(`academy.levels.${c.level}`),
      sortValue: (c) => c.level,
    },
    {
      key: 'instructor',
      title: t('academy.instructor'),
      text: (c) => c.instructor,
      sortValue: (c) => c.instructor,
    },
    {
      key: 'progress',
      title: t('academy.progress'),
      text: (c) => percent(share(c), 0),
      render: (c) => (
        <Progress
          percent={Math.round(share(c) * 100)}
          size="small"
          style={{ minWidth: 120 }}
          aria-label={t('academy.progressOf', { course: name(c) })}
        />
      ),
      sortValue: share,
    },
    {
      key: 'last',
      title: t('academy.lastStudied'),
      text: (c) => day(c.lastStudied),
      sortValue: (c) => c.lastStudied,
    },
  ];
  const thisWeek = sum(weekHours.thisWeek);
  const lastWeek = sum(weekHours.lastWeek);
  return (
    <DashboardPage title={t('academy.title')} subtitle={t('academy.subtitle')}>
      <KpiRow>
        <KpiCard
          label={t('academy.inProgress')}
          value={count(inProgress.length)}
          icon={<BookOutlined aria-hidden />}
        />
        <KpiCard
          label={t('academy.finished')}
          value={count(finished.length)}
          icon={<CheckCircleOutlined aria-hidden />}
        />
        <KpiCard
          label={t('academy.hoursWeek')}
          value={count(thisWeek)}
          change={lastWeek ? (thisWeek - lastWeek) / lastWeek : undefined}
          icon={<ClockCircleOutlined aria-hidden />}
        />
        <KpiCard
          label={t('academy.certificates')}
          value={count(finished.length)}
          icon={<TrophyOutlined aria-hidden />}
        />
      </KpiRow>
      <PanelRow>
        <ChartCard title={t('academy.hoursTitle')}>
          <BarsChart data={chart} summary={t('academy.hoursSummary', { hours: thisWeek })} />
        </ChartCard>
        <ChartCard title={t('academy.continueTitle')}>
          <ul className="dash-list">
            {inProgress.slice(0, 4).map((c) => (
              <li key={c.id}>
                <span>{name(c)}</span>
                <span>{percent(share(c), 0)}</span>
              </li>
            ))}
          </ul>
        </ChartCard>
      </PanelRow>
      <ChartCard title={t('academy.coursesTitle')}>
        <DataTable
          rows={courses}
          columns={columns}
          label={t('academy.coursesTitle')}
          searchLabel={t('academy.search')}
          onOpen={setOpen}
        />
      </ChartCard>
      <DetailDrawer
        title={open ? name(open) : null}
        onClose={() => setOpen(null)}
        items={
          open
            ? [
                { label: t('academy.level'), value: t(`academy.levels.${open.level}`) },
                { label: t('academy.instructor'), value: open.instructor },
                {
                  label: t('academy.lessons'),
                  value: t('academy.lessonsDone', { done: open.done, total: open.lessons }),
                },
                { label: t('academy.workload'), value: t('academy.hours', { count: open.hours }) },
                { label: t('academy.lastStudied'), value: day(open.lastStudied) },
              ]
            : []
        }
      >
        {open ? (
          <Progress
            percent={Math.round(share(open) * 100)}
            aria-label={t('academy.progressOf', { course: name(open) })}
          />
        ) : null}
      </DetailDrawer>
    </DashboardPage>
  );
}

export default AcademyPage;
