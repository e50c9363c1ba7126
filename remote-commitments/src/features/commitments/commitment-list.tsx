import { useMemo, type ReactNode } from 'react';
import { DatePicker, Flex, Form, Progress, Select, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatDate, useApiQuery, type CommitmentSummary, commitmentStatusFilters } from '@conexoes/shared';
import {
  OptionSelect,
  PageHeader,
  StakeholderPicker,
  TopicSelect,
  UserSelect,
  useDateInput,
  useOptionLabel,
  useTableFits,
} from '@conexoes/shared/ui';
import { commitmentsApi } from '../../api/commitments.api';
import { LIST_MIN_WIDTH, PagedList } from '../../components/paged-list';
import { CommitmentStatusTag, OverdueTag } from '../../components/status-tags';
import { NS } from '../../i18n/register';
import { commitmentListQuery } from '../../lib/list-query';
import { LISTS } from '../../lib/option-lists';
import { PlanFilter } from './plan-filter';

const ISO = 'YYYY-MM-DD';
const itemStyle = { flex: '1 1 180px', minWidth: 0, marginBottom: 8 };

/** The register's query from the URL, as the API takes it (the export sends the same). */
export const useCommitmentQuery = () => {
  const [params] = useSearchParams();
  const query = useMemo(() => commitmentListQuery.parseQuery(params), [params]);
  return { query, apiParams: commitmentListQuery.toApiParams(query) };
};

/** The commitments register: server-paged, searched and filtered through the URL. */
export function CommitmentList({ title, actions }: { title: string; actions?: ReactNode }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const dates = useDateInput();
  const { apiParams } = useCommitmentQuery();
  const key = JSON.stringify(apiParams);
  const result = useApiQuery((signal) => commitmentsApi.search(apiParams, signal), [key]);
  const sourceLabel = useOptionLabel(LISTS.source);
  const priorityLabel = useOptionLabel(LISTS.priority);
  // Below a laptop's width the table would scroll sideways: one column that reads like a card instead.
  const { ref: tableBox, fits } = useTableFits(LIST_MIN_WIDTH, 'lg');
  const narrow = !fits;

  const due = (row: CommitmentSummary) =>
    row.overdue && row.dueDate ? (
      <OverdueTag label={t('list.overdueSince', { date: formatDate(`${row.dueDate}T12:00:00`) })} />
    ) : row.dueDate ? (
      formatDate(`${row.dueDate}T12:00:00`)
    ) : (
      <Typography.Text type="secondary">{t('list.noDueDate')}</Typography.Text>
    );
  const people = (row: CommitmentSummary) => {
    const names = row.beneficiaries
      .slice(0, 2)
      .map((s) => s.name)
      .join(', ');
    const more = row.beneficiaryCount - Math.min(row.beneficiaries.length, 2);
    return more > 0 ? `${names} ${t('list.more', { count: more })}` : names;
  };
  const progress = (row: CommitmentSummary) =>
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
  const link = (row: CommitmentSummary, text: string) => (
    <Link to={`/commitments/management/${row.id}`}>{text}</Link>
  );

  // Fits a laptop's 1,366 px beside the menu (PagedList's LIST_MIN_WIDTH): fixed widths for the short
  // columns, the title takes the rest and wraps, with its source under it (the priority under the status).
  const wide: TableColumnsType<CommitmentSummary> = [
    {
      key: 'code',
      dataIndex: 'code',
      title: t('fields.code'),
      width: 135,
      render: (code: string, row) => <span style={{ whiteSpace: 'nowrap' }}>{link(row, code)}</span>,
    },
    {
      key: 'title',
      dataIndex: 'title',
      title: t('fields.title'),
      render: (v: string, row) => (
        <Flex vertical gap={2}>
          {link(row, v)}
          <Typography.Text type="secondary">{sourceLabel(row.sourceCode)}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'beneficiaries',
      title: t('fields.beneficiaries'),
      width: 170,
      render: (_: unknown, row) => people(row),
    },
    {
      key: 'owner',
      title: t('fields.owner'),
      width: 120,
      render: (_: unknown, row) => row.owner?.name ?? '',
    },
    { key: 'dueDate', title: t('fields.dueDate'), width: 130, render: (_: unknown, row) => due(row) },
    {
      key: 'status',
      title: t('fields.status'),
      width: 130,
      render: (_: unknown, row) => (
        <Flex vertical gap={2} align="start">
          <CommitmentStatusTag status={row.status} />
          {row.priorityCode ? (
            <Typography.Text type="secondary">
              {t('list.priorityOf', { priority: priorityLabel(row.priorityCode) })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    { key: 'progress', title: t('fields.progress'), width: 130, render: (_: unknown, row) => progress(row) },
  ];
  const compact: TableColumnsType<CommitmentSummary> = [
    {
      key: 'dueDate',
      title: t('list.commitment'),
      render: (_: unknown, row) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Link to={`/commitments/management/${row.id}`} style={{ fontWeight: 600 }}>
            {row.title}
          </Link>
          <Typography.Text type="secondary">
            {[row.code, sourceLabel(row.sourceCode), row.owner?.name].filter(Boolean).join(' · ')}
          </Typography.Text>
          {row.beneficiaryCount > 0 ? <span>{people(row)}</span> : null}
          <Flex gap={4} wrap align="center">
            <CommitmentStatusTag status={row.status} />
            {due(row)}
          </Flex>
          {progress(row)}
        </Flex>
      ),
    },
  ];

  const day = (iso?: string): Dayjs | null => (iso ? dayjs(iso, ISO) : null);
  return (
    <>
      <PageHeader title={title} extra={actions} />
      <PagedList<CommitmentSummary>
        list={commitmentListQuery}
        searchPlaceholder={t('list.commitmentsSearchPlaceholder')}
        columns={narrow ? compact : wide}
        data={result.data}
        loading={result.loading}
        problem={result.problem}
        narrow={narrow}
        tableBox={tableBox}
        codes={{ prefix: 'CMT', open: (row) => navigate(`/commitments/management/${row.id}`) }}
        countAll={async () => (await commitmentsApi.count(apiParams)).total}
        records="commitments"
        filters={(value, onChange) => (
          <Form layout="vertical" component="div" aria-label={t('list.filters')}>
            <Flex gap={12} wrap>
              {/* First: the one filter the list was opened with, not among the empty fields. */}
              {value.negotiationPlanId ? (
                <PlanFilter
                  planId={value.negotiationPlanId}
                  onClear={() => onChange({ negotiationPlanId: undefined })}
                  style={itemStyle}
                />
              ) : null}
              <Form.Item label={t('fields.status')} htmlFor="filter-status" style={itemStyle}>
                <Select
                  id="filter-status"
                  allowClear
                  options={commitmentStatusFilters.map((s) => ({ value: s, label: t(`status.${s}`) }))}
                  value={value.status}
                  onChange={(status?: string) => onChange({ status })}
                />
              </Form.Item>
              {(['source', 'priority', 'risk'] as const).map((list) => (
                <Form.Item
                  key={list}
                  label={t(`fields.${list}`)}
                  htmlFor={`filter-${list}`}
                  style={itemStyle}
                >
                  <OptionSelect
                    id={`filter-${list}`}
                    list={LISTS[list]}
                    value={value[list]}
                    onChange={(code) => onChange({ [list]: code || undefined })}
                  />
                </Form.Item>
              ))}
              <Form.Item label={t('fields.owner')} htmlFor="filter-owner" style={itemStyle}>
                <UserSelect
                  id="filter-owner"
                  value={value.ownerId ?? null}
                  onChange={(id) => onChange({ ownerId: id ?? undefined })}
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
              {(['dueFrom', 'dueTo', 'createdFrom', 'createdTo'] as const).map((side) => (
                <Form.Item
                  key={side}
                  label={t(`fields.${side}`)}
                  htmlFor={`filter-${side}`}
                  style={itemStyle}
                >
                  <DatePicker
                    id={`filter-${side}`}
                    {...dates.day}
                    style={{ width: '100%' }}
                    value={day(value[side])}
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
