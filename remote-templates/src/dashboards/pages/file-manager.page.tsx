import { useState } from 'react';
import { Progress } from 'antd';
import { CloudOutlined, FileOutlined, ShareAltOutlined, StarOutlined } from '@ant-design/icons';
import { ChartCard } from '../blocks/chart-card';
import { DonutChart } from '../blocks/charts';
import { DashboardPage, KpiRow, PanelRow } from '../blocks/dashboard-page';
import { DataTable, type DataColumn } from '../blocks/data-table';
import { DetailDrawer } from '../blocks/detail-drawer';
import { KpiCard } from '../blocks/kpi-card';
import { bytes, count, day, percent } from '../lib/format';
import { useDashT } from '../lib/use-dash-t';
import { FILE_KINDS, files, STORAGE_QUOTA, type StoredFile } from '../data/files.data';
import { sum } from '../data/series';

/** /dashboard/file-manager: the team's stored files — space used by kind, recent files, sharing. */
export function FileManagerPage() {
  const t = useDashT();
  const [open, setOpen] = useState<StoredFile | null>(null);
  // One file's kind in the singular (the chart and the totals name the kinds in the plural).
  const kind = (f: StoredFile) => t(`files.kind1.${f.kind}`);
  const used = sum(files.map((f) => f.size));
  const byKind = FILE_KINDS.map((k) => ({
    kind: k,
    size: sum(files.filter((f) => f.kind === k).map((f) => f.size)),
  }));
  const columns: DataColumn<StoredFile>[] = [
    { key: 'name', title: t('files.name'), text: (f) => f.name, sortValue: (f) => f.name },
    { key: 'kind', title: t('files.kind'), text: kind, sortValue: kind },
    {
      key: 'size',
      title: t('files.size'),
      text: (f) => bytes(f.size),
      sortValue: (f) => f.size,
      align: 'right',
    },
    {
      key: 'modified',
      title: t('files.modified'),
      text: (f) => day(f.modified),
      sortValue: (f) => f.modified,
    },
    { key: 'owner', title: t('files.owner'), text: (f) => f.owner, sortValue: (f) => f.owner },
  ];
  return (
    <DashboardPage title={t('files.title')} subtitle={t('files.subtitle')}>
      <KpiRow>
        <KpiCard label={t('files.used')} value={bytes(used)} icon={<CloudOutlined aria-hidden />} />
        <KpiCard label={t('files.count')} value={count(files.length)} icon={<FileOutlined aria-hidden />} />
        <KpiCard
          label={t('files.sharedCount')}
          value={count(files.filter((f) => f.shared > 0).length)}
          icon={<ShareAltOutlined aria-hidden />}
        />
        <KpiCard
          label={t('files.starred')}
          value={count(files.filter((f) => f.starred).length)}
          icon={<StarOutlined aria-hidden />}
        />
      </KpiRow>
      <PanelRow even>
        <ChartCard title={t('files.storageTitle')}>
          <Progress percent={Math.round((used / STORAGE_QUOTA) * 100)} aria-label={t('files.storageTitle')} />
          <p>
            {t('files.storageOf', {
              used: bytes(used),
              quota: bytes(STORAGE_QUOTA),
              share: percent(used / STORAGE_QUOTA, 0),
            })}
          </p>
          <ul className="dash-list">
            {byKind.map((k) => (
              <li key={k.kind}>
                <span>{t(`files.kinds.${k.kind}`)}</span>
                <span>{bytes(k.size)}</span>
              </li>
            ))}
          </ul>
        </ChartCard>
        <ChartCard title={t('files.kindsTitle')}>
          <DonutChart
            data={byKind.map((k) => ({ label: t(`files.kinds.${k.kind}`), value: k.size }))}
            summary={t('files.kindsSummary')}
            format={bytes}
          />
        </ChartCard>
      </PanelRow>
      <ChartCard title={t('files.listTitle')}>
        <DataTable
          rows={files}
          columns={columns}
          label={t('files.listTitle')}
          searchLabel={t('files.search')}
          onOpen={setOpen}
        />
      </ChartCard>
      <DetailDrawer
        title={open?.name ?? null}
        onClose={() => setOpen(null)}
        items={
          open
            ? [
                { label: t('files.kind'), value: kind(open) },
                { label: t('files.size'), value: bytes(open.size) },
                { label: t('files.modified'), value: day(open.modified) },
                { label: t('files.owner'), value: open.owner },
                { label: t('files.sharedWith'), value: t('files.people', { count: open.shared }) },
                { label: t('files.starred'), value: open.starred ? t('yes') : t('no') },
              ]
            : []
        }
      />
    </DashboardPage>
  );
}

export default FileManagerPage;
