import { useState, type ReactNode } from 'react';
import { Button, Flex, Grid, Modal, Progress, Radio, Result, Steps, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  notify,
  saveDownload,
  useApiMutation,
  type DownloadedFile,
  type DuplicateDecision,
  type ImportReport,
} from '@conexoes/shared';
import { ProblemAlert } from '../problem-alert';
import { ExplainedButton } from './explained-button';
import { ImportPreview, rowsToImport, type ImportDuplicateWords } from './import-preview';
import { IMPORT_NS } from './import-wizard.i18n';
import { useImportRun, type ImportCall } from './use-import-run';

/** What an area's import calls are (its api module): `<area>/import[/profile]`, its job, its template. */
export type ImportArea = {
  /** Multipart upload of the file with `Prefer: respond-async`, adding the area's own options. */
  send: (call: ImportCall) => Promise<ImportReport>;
  /** GET `<area>/import/{jobId}`. */
  readJob: (jobId: string) => Promise<ImportReport>;
  /** GET `<area>/import/template?format=xlsx`. */
  template: () => Promise<DownloadedFile>;
  /** The template's name when the server sends none. */
  templateFileName: string;
};

export type ImportWizardProps = {
  open: boolean;
  onClose: () => void;
  /** Called after an import was applied, so the list reloads. */
  onImported: (report: ImportReport) => void;
  /** The dialog's title, in the area's words ("Import stakeholders"). */
  title: string;
  area: ImportArea;
  /** The column layouts the file may follow (`standard` first), labelled in the area's words. */
  profiles: ReadonlyArray<{ value: string; label: string }>;
  /** A field's name in the reader's language, for the errors table (`undefined`: the file's header). */
  fieldLabel: (field: string) => string | undefined;
  duplicates: ImportDuplicateWords;
  /**
   * The area's own choices under the profile (the workspace, "register missing stakeholders"). The
   * area keeps their state and adds them in `area.send`; they cannot change after the dry run.
   */
  options?: ReactNode;
  /** False while a required option is missing (e.g. no workspace picked yet): "Next" waits. */
  optionsReady?: boolean;
  /** What to do in `options` before going on, said under Next while they are not ready. */
  optionsHint?: string;
};

type Step = 0 | 1 | 2 | 3;

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/**
 * Import in four steps, the same for every area: choose the file's layout (and the area's options)
 * and get the template; drop the file for a dry run; read each row's problems in words and the
 * duplicates; apply (all or nothing) following the job's progress, and see what was written.
 */
export function ImportWizard({
  open,
  onClose,
  onImported,
  title,
  area,
  profiles,
  fieldLabel,
  duplicates: duplicateWords,
  options,
  optionsReady = true,
  optionsHint,
}: ImportWizardProps) {
  const { t } = useTranslation(IMPORT_NS);
  const [step, setStep] = useState<Step>(0);
  const [profile, setProfile] = useState(profiles[0]?.value ?? 'standard');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportReport | null>(null);
  const [decision, setDecision] = useState<DuplicateDecision>('skip');
  const [result, setResult] = useState<ImportReport | null>(null);
  // A phone keeps the steps in one row, each title under its number, instead of a tall column.
  const narrow = !Grid.useBreakpoint().sm;
  const running = useImportRun(area.send, area.readJob);
  const template = useApiMutation(area.template);
  const { busy } = running;
  const problem = running.problem ?? template.problem;
  const clearProblem = () => {
    running.reset();
    template.reset();
  };

  const reset = () => {
    setStep(0);
    setFile(null);
    setPreview(null);
    setResult(null);
    setDecision('skip');
    clearProblem();
  };

  const handleClose = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const send = (dryRun: boolean) => {
    if (!file) return Promise.resolve(null);
    template.reset();
    const hasDuplicates = (preview?.counts.duplicates ?? 0) > 0;
    // The only decision an area offers is taken without asking (interactions: skip).
    const onDuplicate = duplicateWords.decisions.length > 1 ? decision : duplicateWords.decisions[0];
    return running.run({
      profile,
      file,
      dryRun,
      onDuplicate: !dryRun && hasDuplicates ? onDuplicate : undefined,
    });
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
    if (report?.status === 'rejected' || report?.status === 'failed' || report?.status === 'interrupted') {
      // Nothing was written (all or nothing): show why, with the rows, and stay on the preview.
      setPreview(report);
    } else if (report) {
      setResult(report);
      setStep(3);
      notify.success(t('imported'));
      onImported(report);
    }
  };

  const handleTemplate = async () => {
    running.reset();
    const outcome = await template.run();
    if (outcome.ok) saveDownload(outcome.data, area.templateFileName);
  };

  const job = running.job;
  const jobProgress = job?.total ? Math.round((job.processed / job.total) * 100) : null;
  const progressView = busy ? (
    <>
      <Progress percent={running.upload ?? 0} aria-label={t('uploading')} style={{ marginTop: 12 }} />
      {job ? (
        <Typography.Text type="secondary" role="status">
          {t(`phases.${job.phase}`)}
          {jobProgress !== null ? ` ${jobProgress}%` : ''}
        </Typography.Text>
      ) : null}
    </>
  ) : null;
  const created = result?.counts.stakeholdersCreated ?? 0;
  const blocked = preview
    ? preview.counts.invalid > 0 || (preview.counts.errors ?? preview.errors.length) > 0
    : false;

  return (
    <Modal
      open={open}
      title={title}
      onCancel={handleClose}
      footer={null}
      width={{ xs: '100%', md: 760 }}
      mask={{ closable: !busy }}
      destroyOnHidden
    >
      <Steps
        size="small"
        current={step}
        responsive={false}
        titlePlacement={narrow ? 'vertical' : 'horizontal'}
        style={{ marginBottom: 16 }}
        items={[
          { title: options ? t('stepOptions') : t('stepProfile') },
          { title: t('stepUpload') },
          { title: t('stepPreview') },
          { title: t('stepResult') },
        ]}
      />
      <ProblemAlert problem={problem} />

      {step === 0 ? (
        <>
          <Typography.Paragraph id="import-profile-label">{t('profileHelp')}</Typography.Paragraph>
          <Radio.Group
            aria-labelledby="import-profile-label"
            value={profile}
            onChange={(e) => setProfile(String(e.target.value))}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={profiles.map((p) => ({ value: p.value, label: p.label }))}
          />
          {options ? <div style={{ marginTop: 16 }}>{options}</div> : null}
          <Flex gap={8} wrap justify="space-between" style={{ marginTop: 16 }}>
            <Button onClick={() => void handleTemplate()} loading={template.pending}>
              {t('template')}
            </Button>
            <ExplainedButton
              type="primary"
              reason={optionsReady ? null : (optionsHint ?? t('optionsFirst'))}
              reasonId="import-next-reason"
              onClick={() => setStep(1)}
            >
              {t('next')}
            </ExplainedButton>
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
              // Kept here and sent by the wizard itself, with the profile and the dry-run flag.
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <Typography.Paragraph style={{ margin: 0 }}>{t('drop')}</Typography.Paragraph>
            <Typography.Text type="secondary">{t('types')}</Typography.Text>
          </Upload.Dragger>
          {progressView}
          <Flex gap={8} wrap justify="space-between" style={{ marginTop: 16 }}>
            <Button onClick={() => setStep(0)} disabled={busy}>
              {t('common:back')}
            </Button>
            <ExplainedButton
              type="primary"
              reason={file ? null : t('fileFirst')}
              reasonId="import-check-reason"
              loading={busy}
              onClick={() => void handleCheck()}
            >
              {t('check')}
            </ExplainedButton>
          </Flex>
        </>
      ) : null}

      {step === 2 && preview ? (
        <>
          <ImportPreview
            report={preview}
            fieldLabel={fieldLabel}
            duplicateWords={duplicateWords}
            decision={decision}
            onDecision={setDecision}
          />
          {progressView}
          <Flex gap={8} wrap justify="space-between" style={{ marginTop: 16 }}>
            <Button
              onClick={() => {
                setPreview(null);
                setStep(1);
              }}
              disabled={busy}
            >
              {t('chooseOther')}
            </Button>
            {blocked || rowsToImport(preview, duplicateWords.decisions, decision) > 0 ? (
              <ExplainedButton
                type="primary"
                // All or nothing: any problem blocks.
                reason={blocked ? t('fixFirst') : null}
                reasonId="import-apply-reason"
                loading={busy}
                onClick={() => void handleApply()}
              >
                {t('apply')}
              </ExplainedButton>
            ) : (
              // Nothing would be written (every row left out, or none): no import to offer, only the way out.
              <Button type="primary" onClick={handleClose}>
                {t('common:close')}
              </Button>
            )}
          </Flex>
        </>
      ) : null}

      {step === 3 && result ? (
        <Result
          status="success"
          title={t('done')}
          subTitle={
            <>
              <div>
                {t('doneSummary', {
                  created: result.counts.created,
                  updated: result.counts.updated,
                  unchanged: result.counts.unchanged,
                  skipped: result.counts.skipped,
                })}
              </div>
              {created > 0 ? <div>{t('stakeholdersCreated', { count: created })}</div> : null}
            </>
          }
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
