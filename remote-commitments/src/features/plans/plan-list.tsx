import { useMemo, type ReactNode } from 'react';
import { DatePicker, Flex, Form, Progress, Select, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  formatDate,
  useApiQuery,
  type NegotiationPlanSummary,
  negotiationPlanStatuses,
} from '@conexoes/shared';
import {
  PageHeader,
  StakeholderPicker,
  TopicSelect,
  UserSelect,
  useDateInput,
  useTableFits,
} from '@conexoes/shared/ui';
import { plansApi } from '../../api/commitments.api';
import { LIST_MIN_WIDTH, PagedList } from '../../components/paged-list';
import { PlanStatusTag } from '../../components/status-tags';
import { NS } from '../../i18n/register';
import { planListQuery } from '../../lib/list-query';

const ISO = 'YYYY-MM-DD';
const itemStyle = { flex: '1 1 180px', minWidth: 0, marginBottom: 8 };
export const day = (iso: string) => formatDate(`${iso}T12:00:00`);

export const usePlanQuery = () => {
  const [params] = useSearchParams();
  const query = useMemo(() => planListQuery.parseQuery(params), [params]);
  return { query, apiParams: planListQuery.toApiParams(query) };
};

/** Negotiation plans: server-paged, searched and filtered through the URL. */
export function PlanList({ title, actions }: { title: string; actions?: ReactNode }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const dateInput = useDateInput();
  const { apiParams } = usePlanQuery();
  const key = JSON.stringify(apiParams);
  const result = useApiQuery((signal) => plansApi.search(apiParams, signal), [key]);
  // Below a laptop's width the table would scroll sideways: one column that reads like a card instead.
  const { ref: tableBox, fits } = useTableFits(LIST_MIN_WIDTH, 'lg');
  const narrow = !fits;

  const people = (row: NegotiationPlanSummary) => {
    const names = row.stakeholders
      .slice(0, 2)
      .map((s) => s.name)
      .join(', ');
    const more = row.stakeholderCount - Math.min(row.stakeholders.length, 2);
    return more > 0 ? `${names} ${t('list.more', { count: more })}` : names;
  };
  const dates = (row: NegotiationPlanSummary) =>
    row.endDate ? `${day(row.startDate)} – ${day(row.endDate)}` : day(row.startDate);
  const progress = (row: NegotiationPlanSummary) =>
    row.progress.total ? (
      <Progress
        percent={row.progress.percent}
        // The action plan's work, not the verdict: no success tick or green when every action is done
        // (a commitment may still end not fulfilled); the count says what the bar measures.
        status="normal"
        format={() => `${row.progress.completed}/${row.progress.total}`}
        size="small"
        style={{ minWidth: 110, margin: 0 }}
        aria-label={t('list.progressOf', { completed: row.progress.completed, count: row.progress.total })}
      />
    ) : (
      <Typography.Text type="secondary">{t('list.noActions')}</Typography.Text>
    );
  const link = (row: NegotiationPlanSummary, text: string) => (
    <Link to={`/commitments/negotiation_plan/${row.id}`}>{text}</Link>
  );

  // Fits a laptop's 1,366 px beside the menu (PagedList's LIST_MIN_WIDTH): fixed widths for the short
  // columns, the title takes the rest and wraps.
  const wide: TableColumnsType<NegotiationPlanSummary> = [
    {
      key: 'code',
      dataIndex: 'code',
      title: t('fields.code'),
      width: 130,
      render: (v: string, row) => <span style={{ whiteSpace: 'nowrap' }}>{link(row, v)}</span>,
    },
    { key: 'title', dataIndex: 'title', title: t('fields.title'), render: (v: string, row) => link(row, v) },
    {
      key: 'stakeholders',
      title: t('fields.stakeholders'),
      width: 170,
      render: (_: unknown, row) => people(row),
    },
    {
      key: 'responsible',
      title: t('fields.responsible'),
      width: 130,
      render: (_: unknown, row) => row.responsible?.name ?? '',
    },
    { key: 'startDate', title: t('fields.dates'), width: 120, render: (_: unknown, row) => dates(row) },
    {
      key: 'agreements',
      title: t('fields.agreements'),
      width: 95,
      render: (_: unknown, row) => row.agreementCount,
    },
    {
      key: 'status',
      title: t('fields.status'),
      width: 125,
      render: (_: unknown, row) => <PlanStatusTag status={row.status} />,
    },
    { key: 'progress', title: t('fields.progress'), width: 140, render: (_: unknown, row) => progress(row) },
  ];
  const compact: TableColumnsType<NegotiationPlanSummary> = [
    {
      key: 'startDate',
      title: t('list.plan'),
      render: (_: unknown, row) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Link to={`/commitments/negotiation_plan/${row.id}`} style={{ fontWeight: 600 }}>
            {row.title}
          </Link>
          <Typography.Text type="secondary">
            {[row.code, dates(row), row.responsible?.name].filter(Boolean).join(' · ')}
          </Typography.Text>
          {row.stakeholderCount > 0 ? <span>{people(row)}</span> : null}
          <Flex gap={4} wrap>
            <PlanStatusTag status={row.status} />
          </Flex>
          {progress(row)}
        </Flex>
      ),
    },
  ];
  const pick = (iso?: string): Dayjs | null => (iso ? dayjs(iso, ISO) : null);
  return (
    <>
      <PageHeader title={title} extra={actions} />
      <PagedList<NegotiationPlanSummary>
        list={planListQuery}
        searchPlaceholder={t('list.plansSearchPlaceholder')}
        columns={narrow ? compact : wide}
        data={result.data}
        loading={result.loading}
        problem={result.problem}
        narrow={narrow}
        tableBox={tableBox}
        codes={{ prefix: 'NP', open: (row) => navigate(`/commitments/negotiation_plan/${row.id}`) }}
        countAll={async () => (await plansApi.count(apiParams)).total}
        records="plans"
        filters={(value, onChange) => (
          <Form layout="vertical" component="div" aria-label={t('list.filters')}>
            <Flex gap={12} wrap>
              <Form.Item label={t('fields.status')} htmlFor="filter-status" style={itemStyle}>
                <Select
                  id="filter-status"
                  allowClear
                  options={negotiationPlanStatuses.map((s) => ({ value: s, label: t(`planStatus.${s}`) }))}
                  value={value.status}
                  onChange={(status?: string) => onChange({ status })}
                />
              </Form.Item>
              <Form.Item label={t('fields.responsible')} htmlFor="filter-responsible" style={itemStyle}>
                <UserSelect
                  id="filter-responsible"
                  value={value.responsibleId ?? null}
                  onChange={(id) => onChange({ responsibleId: id ?? undefined })}
                />
              </Form.Item>
              <Form.Item label={t('fields.stakeholder')} htmlFor="filter-stakeholder" style={itemStyle}>
                <StakeholderPicker
                  id="filter-stakeholder"
                  value={value.stakeholderId}
                  onChange={(id) => onChange({ stakeholderId: id || undefined })}
                />
              </Form.Item>
              <Form.Item label={t('fields.topic')} htmlFor="filter-topic" style={itemStyle}>
                <TopicSelect
                  id="filter-topic"
                  allowClear
                  value={value.topicId}
                  onChange={(id) => onChange({ topicId: (id as string | undefined) || undefined })}
                />
              </Form.Item>
              {(['from', 'to'] as const).map((side) => (
                <Form.Item
                  key={side}
                  label={t(`fields.${side}`)}
                  htmlFor={`filter-${side}`}
                  style={itemStyle}
                >
                  <DatePicker
                    id={`filter-${side}`}
                    {...dateInput.day}
                    style={{ width: '100%' }}
                    value={pick(value[side])}
                    onChange={(d: Dayjs | null) => onChange({ [side]: d ? d.format(ISO) : undefined })}
                  />
                </Form.Item>
              ))}
            </Flex>
          </Form>
        )}
      />
    </>
  );
}
