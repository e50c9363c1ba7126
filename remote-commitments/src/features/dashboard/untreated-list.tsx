import { useRef, useState } from 'react';
import { List, Pagination, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, formatNumber, useApiQuery, type UntreatedDemand } from '@conexoes/shared';
import { ProblemAlert, PAGE_ITEMS } from '@conexoes/shared/ui';
import { commitmentsApi } from '../../api/commitments.api';
import { NS } from '../../i18n/register';

/** The API's page size for this list (the dashboard itself carries the first page). */
const PAGE_SIZE = 50;
const day = (iso: string) => formatDate(`${iso}T12:00:00`);
const hrefOf = (d: UntreatedDemand) =>
  d.type === 'commitment' ? `/commitments/management/${d.id}` : `/interactions/${d.id}`;

/**
 * The demands untreated past the target, oldest first, each a link to its record: the first page
 * comes with the dashboard, the others are read when asked for (the period's params stay the same;
 * the parent keys this list by them, so a new period starts again at page 1).
 */
export function UntreatedList({
  params,
  first,
  total,
}: {
  params: Record<string, string>;
  first: UntreatedDemand[];
  total: number;
}) {
  const { t } = useTranslation(NS);
  const [page, setPage] = useState(1);
  const region = useRef<HTMLDivElement>(null);
  const later = useApiQuery(
    (signal) => commitmentsApi.untreated({ ...params, page: String(page) }, signal),
    [JSON.stringify(params), page],
    { enabled: page > 1 },
  );
  const items = page === 1 ? first : (later.data?.items ?? []);
  const from = (page - 1) * PAGE_SIZE + 1;
  const turn = (next: number) => {
    setPage(next);
    // The new page starts at its top, and the keyboard is on it.
    region.current?.scrollTo?.({ top: 0 });
    region.current?.focus();
  };
  return (
    <>
      {page > 1 && later.problem ? <ProblemAlert problem={later.problem} /> : null}
      {/* 50 rows a page: they scroll inside the card (focusable, so the keyboard scrolls them too). */}
      <div
        ref={region}
        tabIndex={0}
        role="region"
        aria-label={t('dashboard.untreated')}
        aria-busy={page > 1 && later.loading}
        style={{ maxHeight: 520, overflowY: 'auto' }}
      >
        <List
          size="small"
          loading={page > 1 && later.loading}
          dataSource={items}
          renderItem={(d) => (
            <List.Item key={`${d.type}-${d.id}`}>
              <div style={{ minWidth: 0, width: '100%' }}>
                <Link to={hrefOf(d)} style={{ overflowWrap: 'anywhere' }}>
                  {d.title}
                </Link>
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {[
                    t(`dashboard.demandType.${d.type}`),
                    d.code,
                    t('dashboard.registeredOn', { date: day(d.registeredOn) }),
                    d.owner?.name,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography.Text>
              </div>
              <Tag color="error">
                {t('dashboard.ageDays', { count: d.ageDays, formatted: formatNumber(d.ageDays) })}
              </Tag>
            </List.Item>
          )}
        />
      </div>
      {total > PAGE_SIZE ? (
        <>
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
            {t('dashboard.untreatedRange', {
              from: formatNumber(from),
              to: formatNumber(Math.min(from + PAGE_SIZE - 1, total)),
              count: formatNumber(total),
            })}
          </Typography.Text>
          <nav aria-label={t('dashboard.untreatedPages')}>
            <Pagination
              {...PAGE_ITEMS}
              current={page}
              pageSize={PAGE_SIZE}
              total={total}
              onChange={turn}
              showSizeChanger={false}
              size="small"
              style={{ marginTop: 8 }}
            />
          </nav>
        </>
      ) : null}
    </>
  );
}
