import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Modal, Progress, Radio, Result, Steps, Table, Typography, Upload } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify, saveDownload, useApiMutation } from '@conexoes/shared';
import { ProblemAlert } from '@conexoes/shared/ui';
import {
  importProfiles,
  type DuplicateDecision,
  type ImportDuplicate,
  type ImportProfile,
  type ImportRowError,
  type StakeholderImportReport,
} from '../../api/stakeholder.types';
import { stakeholdersApi } from '../../api/stakeholders.api';
import { NS } from '../../i18n/register';

export type ImportWizardProps = {
  open: boolean;
  onClose: () => void;
  /** Called after an import was applied, so the list reloads. */
  onImported: (report: StakeholderImportReport) => void;
};

type Step = 0 | 1 | 2 | 3;

/** How often a running import job (large file) is asked for its progress. */
const POLL_MS = 1000;

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/**
 * Import in four steps: choose the profile (column mapping), upload for a dry run, read the per-row
 * errors and duplicates and choose what to do with duplicates, then apply (all or nothing) and see
 * the result.
 */
export function ImportWizard({ open, onClose, onImported }: ImportWizardProps) {
  const { t } = useTranslation(NS);
  const [step, setStep] = useState<Step>(0);
  const [profile, setProfile] = useState<ImportProfile>('standard');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [job, setJob] = useState<StakeholderImportReport | null>(null);
  const [preview, setPreview] = useState<StakeholderImportReport | null>(null);
  const [duplicates, setDuplicates] = useState<DuplicateDecision>('skip');
  const [result, setResult] = useState<StakeholderImportReport | null>(null);
  const busy = progress !== null;
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // A large file is processed as a job: ask for its progress until it is no longer running.
  const finished = async (started: StakeholderImportReport): Promise<StakeholderImportReport> => {
    let report = started;
    while (report.status === 'running' && alive.current) {
      setJob(report);
      await new Promise((resolve) => window.setTimeout(resolve, POLL_MS));
      report = await stakeholdersApi.importJob(report.jobId);
    }
    setJob(null);
    return report;
  };

  // Upload (a dry run or the import itself), then follow its job to the end.
  const sending = useApiMutation(async (chosen: File, dryRun: boolean) => {
    const hasDuplicates = (preview?.counts.duplicates ?? 0) > 0;
    const started = await stakeholdersApi.import({
      profile,
      file: chosen,
      dryRun,
      onDuplicate: !dryRun && hasDuplicates ? duplicates : undefined,
      onProgress: setProgress,
    });
    return finished(started);
  });
  const template = useApiMutation(() => stakeholdersApi.importTemplate('xlsx'));
  const problem = sending.problem ?? template.problem;
  const clearProblem = () => {
    sending.reset();
    template.reset();
  };

  const reset = () => {
    setStep(0);
    setFile(null);
    setProgress(null);
    setPreview(null);
    setResult(null);
    setJob(null);
    clearProblem();
    setDuplicates('skip');
  };

  const handleClose = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const send = async (dryRun: boolean) => {
    if (!file) return null;
    template.reset();
    setProgress(0);
    const outcome = await sending.run(file, dryRun);
    setProgress(null);
    return outcome.ok ? outcome.data : null;
  };

  const handleCheck = async () => {
    const report = await send(true);
    if (report) {
      setPreview(report);
      setStep(2);
    }
  };

  const handleApply = async () => {
    const report = await send(false);
    if (report?.status === 'rejected' || report?.status === 'failed') {
      // Nothing was written (all or nothing): show why, with the rows, and stay on the preview.
      setPreview(report);
    } else if (report) {
      setResult(report);
      setStep(3);
      notify.success(t('import.imported'));
      onImported(report);
    }
  };

  const handleTemplate = async () => {
    sending.reset();
    const outcome = await template.run();
    if (outcome.ok) saveDownload(outcome.data, 'stakeholders-template.xlsx');
  };

  /** The API's precise message, worded here from its code and values; its English text for a new code. */
  const rowMessage = (e: ImportRowError): string =>
    e.messageCode
      ? t(`import.messages.${e.messageCode}`, { ...e.params, defaultValue: e.message })
      : t(`import.codes.${e.code}`, { defaultValue: e.message });

  const errorColumns: TableColumnsType<ImportRowError> = [
    { key: 'line', dataIndex: 'line', title: t('import.row'), width: 80 },
    {
      key: 'column',
      title: t('import.field'),
      // The field's name in the user's language; the file's own header only when it maps to no field.
      render: (_: unknown, e: ImportRowError) =>
        e.field ? t(`fields.${e.field}`, { defaultValue: e.column ?? e.field }) : (e.column ?? ''),
    },
    {
      key: 'message',
      title: t('import.message'),
      render: (_: unknown, e: ImportRowError) => rowMessage(e),
    },
  ];
  const duplicateColumns: TableColumnsType<ImportDuplicate> = [
    { key: 'line', dataIndex: 'line', title: t('import.row'), width: 80 },
    {
      key: 'reason',
      title: t('import.reason'),
      render: (_: unknown, d: ImportDuplicate) => t(`import.reasons.${d.reason}`),
    },
    {
      key: 'match',
      title: t('import.matches'),
      render: (_: unknown, d: ImportDuplicate) =>
        d.existingId ? (d.existingName ?? d.existingId) : t('import.lineOfFile', { line: d.matchedLine }),
    },
  ];

  const errors = preview?.errors ?? [];
  const dupes = preview?.duplicates ?? [];
  const invalid = preview?.counts.invalid ?? 0;
  const jobProgress = job?.total ? Math.round((job.processed / job.total) * 100) : null;
  const progressView = busy ? (
    <>
      <Progress percent={progress ?? 0} aria-label={t('import.uploading')} style={{ marginTop: 12 }} />
      {job ? (
        <Typography.Text type="secondary" role="status">
          {t(`import.phases.${job.phase}`)}
          {jobProgress !== null ? ` ${jobProgress}%` : ''}
        </Typography.Text>
      ) : null}
    </>
  ) : null;

  return (
    <Modal
      open={open}
      title={t('import.title')}
      onCancel={handleClose}
      footer={null}
      width={{ xs: '100%', md: 760 }}
      mask={{ closable: !busy }}
      destroyOnHidden
    >
      <Steps
        size="small"
        current={step}
        style={{ marginBottom: 16 }}
        items={[
          { title: t('import.stepProfile') },
          { title: t('import.stepUpload') },
          { title: t('import.stepPreview') },
          { title: t('import.stepResult') },
        ]}
      />
      <ProblemAlert problem={problem} />

      {step === 0 ? (
        <>
          <Typography.Paragraph id="import-profile-label">{t('import.profileHelp')}</Typography.Paragraph>
          <Radio.Group
            aria-labelledby="import-profile-label"
            value={profile}
            onChange={(e) => setProfile(e.target.value as ImportProfile)}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={importProfiles.map((p) => ({ value: p, label: t(`import.profiles.${p}`) }))}
          />
          <Flex gap={8} wrap justify="space-between" style={{ marginTop: 16 }}>
            <Button onClick={() => void handleTemplate()}>{t('import.template')}</Button>
            <Button type="primary" onClick={() => setStep(1)}>
              {t('import.next')}
            </Button>
          </Flex>
        </>
      ) : null}

      {step === 1 ? (
        <>
          <Upload.Dragger
            accept={ACCEPT}
            maxCount={1}
            multiple={false}
            disabled={busy}
            fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
            beforeUpload={(chosen) => {
              setFile(chosen);
              clearProblem();
              // Kept here and sent by the wizard itself, with the profile and dry-run flag.
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <Typography.Paragraph style={{ margin: 0 }}>{t('import.drop')}</Typography.Paragraph>
            <Typography.Text type="secondary">{t('import.types')}</Typography.Text>
          </Upload.Dragger>
          {progressView}
          <Flex gap={8} wrap justify="space-between" style={{ marginTop: 16 }}>
            <Button onClick={() => setStep(0)} disabled={busy}>
              {t('common:back')}
            </Button>
            <Button type="primary" disabled={!file} loading={busy} onClick={() => void handleCheck()}>
              {t('import.check')}
            </Button>
          </Flex>
        </>
      ) : null}

      {step === 2 && preview ? (
        <>
          <Alert
            type={invalid > 0 || preview.status === 'rejected' ? 'error' : 'success'}
            showIcon
            title={
              invalid > 0
                ? t('import.errorCount', { count: preview.counts.errors ?? errors.length, rows: invalid })
                : preview.status === 'rejected' || preview.status === 'failed'
                  ? (preview.message ?? t('import.rejected'))
                  : t('import.ready', { count: preview.counts.valid })
            }
            description={
              <>
                {t('import.summary', { total: preview.counts.rows, duplicates: preview.counts.duplicates })}
                {preview.truncated ? ` ${t('import.truncated')}` : ''}
              </>
            }
            style={{ marginBottom: 12 }}
          />
          {errors.length > 0 ? (
            <>
              <Typography.Title level={5}>{t('import.errorsTitle')}</Typography.Title>
              <Table<ImportRowError>
                size="small"
                rowKey={(e) => `${e.line}-${e.column ?? e.field ?? ''}-${e.code}`}
                columns={errorColumns}
                dataSource={errors}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                scroll={{ x: 'max-content' }}
              />
            </>
          ) : null}
          {dupes.length > 0 ? (
            <>
              <Typography.Title level={5}>
                {t('import.duplicatesTitle', { count: preview.counts.duplicates })}
              </Typography.Title>
              <Table<ImportDuplicate>
                size="small"
                rowKey={(d) => `${d.line}-${d.existingId ?? d.matchedLine}`}
                columns={duplicateColumns}
                dataSource={dupes}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                scroll={{ x: 'max-content' }}
              />
              <Typography.Paragraph id="import-duplicates-label" style={{ marginTop: 12 }}>
                {t('import.duplicatesChoice')}
              </Typography.Paragraph>
              <Radio.Group
                aria-labelledby="import-duplicates-label"
                value={duplicates}
                onChange={(e) => setDuplicates(e.target.value as DuplicateDecision)}
                options={[
                  { value: 'skip', label: t('import.skip') },
                  { value: 'update', label: t('import.update') },
                ]}
              />
            </>
          ) : null}
          {progressView}
          <Flex gap={8} wrap justify="space-between" style={{ marginTop: 16 }}>
            <Button
              onClick={() => {
                setPreview(null);
                setStep(1);
              }}
              disabled={busy}
            >
              {t('import.chooseOther')}
            </Button>
            <Button type="primary" disabled={invalid > 0} loading={busy} onClick={() => void handleApply()}>
              {t('import.apply')}
            </Button>
          </Flex>
        </>
      ) : null}

      {step === 3 && result ? (
        <Result
          status="success"
          title={t('import.done')}
          subTitle={t('import.doneSummary', {
            created: result.counts.created,
            updated: result.counts.updated,
            unchanged: result.counts.unchanged,
            skipped: result.counts.skipped,
          })}
          extra={
            <Button type="primary" onClick={handleClose}>
              {t('common:close')}
            </Button>
          }
        />
      ) : null}
    </Modal>
  );
}
