import { Alert, Grid, Radio, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DuplicateDecision, ImportDuplicate, ImportReport, ImportRowError } from '@conexoes/shared';
import { IMPORT_NS } from './import-wizard.i18n';
import { PAGE_ITEMS } from '../page-items';
import { rowMessage } from './row-message';

/** What the area says about rows that match a record it already has. */
export type ImportDuplicateWords = {
  /** "1 row matches an existing stakeholder". */
  title: (count: number) => string;
  /**
   * The decisions the area's API accepts. With one (interactions: only `skip`), the wizard says
   * what will happen instead of asking.
   */
  decisions: readonly DuplicateDecision[];
  /** The question, when there is a choice. */
  question?: string;
  /** The label of `update`, in the area's words ("Update the existing stakeholders"). */
  update?: string;
};

/**
 * The rows an apply would really write: those without errors, less the duplicates that will be left
 * out (skip — the only decision an area may offer, or the one chosen).
 */
export const rowsToImport = (
  report: ImportReport,
  decisions: readonly DuplicateDecision[],
  decision: DuplicateDecision,
): number => {
  const skipping = (decisions.length > 1 ? decision : decisions[0]) === 'skip';
  return Math.max(0, report.counts.valid - (skipping ? report.counts.duplicates : 0));
};

export type ImportPreviewProps = {
  report: ImportReport;
  /** A field's name in the reader's language (`undefined`: the file's own header is shown). */
  fieldLabel: (field: string) => string | undefined;
  duplicateWords: ImportDuplicateWords;
  decision: DuplicateDecision;
  onDecision: (decision: DuplicateDecision) => void;
};

/**
 * The dry run's report: how many rows are ready or how many errors stop the import, each row's
 * problems in words, the rows that match records already registered and what will happen to them.
 */
export function ImportPreview({
  report,
  fieldLabel,
  duplicateWords,
  decision,
  onDecision,
}: ImportPreviewProps) {
  const { t } = useTranslation(IMPORT_NS);
  const { counts, errors, duplicates } = report;
  const refused = report.status === 'rejected' || report.status === 'failed';
  const errorCount = counts.errors ?? errors.length;
  const toCreate = counts.stakeholdersCreated ?? 0;
  const toImport = rowsToImport(report, duplicateWords.decisions, decision);
  const ignored = report.ignoredColumns ?? [];

  // The field's name in the user's language; the file's own header only when it maps to no field.
  const columnOf = (e: ImportRowError) =>
    (e.field ? fieldLabel(e.field) : undefined) ?? e.column ?? e.field ?? '';
  // A phone reads each problem under its column's name, in one wrapping cell (no sideways scrolling).
  const narrow = !Grid.useBreakpoint().sm;
  const errorColumns: TableColumnsType<ImportRowError> = narrow
    ? [
        { key: 'line', dataIndex: 'line', title: t('row'), width: 56 },
        {
          key: 'message',
          title: t('message'),
          render: (_: unknown, e: ImportRowError) => (
            <>
              <Typography.Text strong>{columnOf(e)}</Typography.Text>
              <div>{rowMessage(t, e)}</div>
            </>
          ),
        },
      ]
    : [
        { key: 'line', dataIndex: 'line', title: t('row'), width: 64 },
        { key: 'column', title: t('field'), render: (_: unknown, e: ImportRowError) => columnOf(e) },
        { key: 'message', title: t('message'), render: (_: unknown, e: ImportRowError) => rowMessage(t, e) },
      ];
  const duplicateColumns: TableColumnsType<ImportDuplicate> = [
    { key: 'line', dataIndex: 'line', title: t('row'), width: 64 },
    {
      key: 'reason',
      title: t('reason'),
      render: (_: unknown, d: ImportDuplicate) => t(`reasons.${d.reason}`),
    },
    {
      key: 'match',
      title: t('matches'),
      render: (_: unknown, d: ImportDuplicate) =>
        d.existingId ? (d.existingName ?? '') : t('lineOfFile', { line: d.matchedLine }),
    },
  ];

  return (
    <>
      <Alert
        // Green only when rows will really be written: duplicates left out are not "ready".
        type={errorCount > 0 || refused ? 'error' : toImport === 0 ? 'warning' : 'success'}
        showIcon
        title={
          counts.invalid > 0
            ? t('errorCount', { count: errorCount, rows: counts.invalid })
            : errorCount > 0
              ? // The file itself (a missing column, no header row): no row could be read.
                t('fileErrors', { count: errorCount })
              : refused
                ? t('rejected')
                : toImport > 0
                  ? t('ready', { count: toImport })
                  : counts.rows === 0
                    ? t('noRows')
                    : t('nothingNew')
        }
        description={
          <>
            <div>
              {t('summary', { total: counts.rows, duplicates: counts.duplicates })}
              {report.truncated ? ` ${t('truncated')}` : ''}
            </div>
            {toCreate > 0 && counts.invalid === 0 ? (
              <div>{t('stakeholdersToCreate', { count: toCreate })}</div>
            ) : null}
          </>
        }
        style={{ marginBottom: 12 }}
      />
      {ignored.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('ignoredColumns', { count: ignored.length, columns: ignored.join(', ') })}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {errors.length > 0 ? (
        <>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('errorsTitle')}
          </Typography.Title>
          <Table<ImportRowError>
            size="small"
            rowKey={(e) => `${e.line}-${e.column ?? e.field ?? ''}-${e.messageCode ?? e.code}`}
            columns={errorColumns}
            dataSource={errors}
            pagination={{ ...PAGE_ITEMS, pageSize: 10, hideOnSinglePage: true }}
          />
        </>
      ) : null}
      {duplicates.length > 0 ? (
        <>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {duplicateWords.title(counts.duplicates)}
          </Typography.Title>
          <Table<ImportDuplicate>
            size="small"
            rowKey={(d) => `${d.line}-${d.existingId ?? d.matchedLine}`}
            columns={duplicateColumns}
            dataSource={duplicates}
            pagination={{ ...PAGE_ITEMS, pageSize: 10, hideOnSinglePage: true }}
          />
          {duplicateWords.decisions.length > 1 ? (
            <>
              <Typography.Paragraph id="import-duplicates-label" style={{ marginTop: 12 }}>
                {duplicateWords.question}
              </Typography.Paragraph>
              <Radio.Group
                aria-labelledby="import-duplicates-label"
                value={decision}
                onChange={(e) => onDecision(e.target.value as DuplicateDecision)}
                options={duplicateWords.decisions.map((d) => ({
                  value: d,
                  label: d === 'update' ? (duplicateWords.update ?? d) : t('skip'),
                }))}
              />
            </>
          ) : (
            <Typography.Paragraph style={{ marginTop: 12 }}>{t('skipOnly')}</Typography.Paragraph>
          )}
        </>
      ) : null}
    </>
  );
}
