import { useState } from 'react';
import { Alert, Button, Flex, Modal, Progress, Radio, Result, Steps, Table, Typography, Upload } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { isProblem, saveBlob, type Problem } from '@conexoes/shared';
import {
  importProfiles,
  type DuplicateChoice,
  type ImportDuplicate,
  type ImportProfile,
  type ImportReport,
  type ImportRowError,
} from '../../api/stakeholder.types';
import { stakeholdersApi } from '../../api/stakeholders.api';
import { ProblemAlert } from '../../components/problem-alert';
import { NS } from '../../i18n/register';

export type ImportWizardProps = {
  open: boolean;
  onClose: () => void;
  /** Called after an import was applied, so the list reloads. */
  onImported: (report: ImportReport) => void;
};

type Step = 0 | 1 | 2 | 3;

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
  const [preview, setPreview] = useState<ImportReport | null>(null);
  const [duplicates, setDuplicates] = useState<DuplicateChoice>('skip');
  const [result, setResult] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const busy = progress !== null;

  const reset = () => {
    setStep(0);
    setFile(null);
    setProgress(null);
    setPreview(null);
    setResult(null);
    setProblem(null);
    setDuplicates('skip');
  };

  const handleClose = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const send = async (dryRun: boolean) => {
    if (!file) return null;
    setProblem(null);
    setProgress(0);
    try {
      return await stakeholdersApi.import({
        profile,
        file,
        dryRun,
        duplicates: dryRun ? undefined : duplicates,
        onProgress: setProgress,
      });
    } catch (error) {
      setProblem(isProblem(error) ? error : null);
      return null;
    } finally {
      setProgress(null);
    }
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
    if (report) {
      setResult(report);
      setStep(3);
      onImported(report);
    }
  };

  const handleTemplate = async () => {
    try {
      saveBlob(await stakeholdersApi.importTemplate('xlsx'), 'stakeholders-template.xlsx');
    } catch (error) {
      setProblem(isProblem(error) ? error : null);
    }
  };

  const errorColumns: TableColumnsType<ImportRowError> = [
    { key: 'row', dataIndex: 'row', title: t('import.row'), width: 80 },
    { key: 'field', dataIndex: 'field', title: t('import.field') },
    { key: 'value', dataIndex: 'value', title: t('import.value'), responsive: ['sm'] },
    { key: 'message', dataIndex: 'message', title: t('import.message') },
  ];
  const duplicateColumns: TableColumnsType<ImportDuplicate> = [
    { key: 'row', dataIndex: 'row', title: t('import.row'), width: 80 },
    { key: 'name', dataIndex: 'name', title: t('fields.name') },
    { key: 'document', dataIndex: 'document', title: t('fields.document'), responsive: ['sm'] },
    { key: 'municipality', dataIndex: 'municipality', title: t('fields.municipality'), responsive: ['md'] },
  ];

  const errors = preview?.errors ?? [];
  const dupes = preview?.duplicates ?? [];

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
              setProblem(null);
              // Kept here and sent by the wizard itself, with the profile and dry-run flag.
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <Typography.Paragraph style={{ margin: 0 }}>{t('import.drop')}</Typography.Paragraph>
            <Typography.Text type="secondary">{t('import.types')}</Typography.Text>
          </Upload.Dragger>
          {busy ? (
            <Progress percent={progress ?? 0} aria-label={t('import.uploading')} style={{ marginTop: 12 }} />
          ) : null}
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
            type={errors.length > 0 ? 'error' : 'success'}
            showIcon
            title={
              errors.length > 0
                ? t('import.hasErrors', { count: errors.length })
                : t('import.ready', { count: preview.total })
            }
            description={t('import.summary', { total: preview.total, duplicates: dupes.length })}
            style={{ marginBottom: 12 }}
          />
          {errors.length > 0 ? (
            <>
              <Typography.Title level={5}>{t('import.errorsTitle')}</Typography.Title>
              <Table<ImportRowError>
                size="small"
                rowKey={(e) => `${e.row}-${e.field ?? ''}-${e.message}`}
                columns={errorColumns}
                dataSource={errors}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                scroll={{ x: 'max-content' }}
              />
            </>
          ) : null}
          {dupes.length > 0 ? (
            <>
              <Typography.Title level={5}>{t('import.duplicatesTitle', { count: dupes.length })}</Typography.Title>
              <Table<ImportDuplicate>
                size="small"
                rowKey={(d) => `${d.row}-${d.existingId}`}
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
                onChange={(e) => setDuplicates(e.target.value as DuplicateChoice)}
                options={[
                  { value: 'skip', label: t('import.skip') },
                  { value: 'update', label: t('import.update') },
                ]}
              />
            </>
          ) : null}
          {busy ? (
            <Progress percent={progress ?? 0} aria-label={t('import.uploading')} style={{ marginTop: 12 }} />
          ) : null}
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
            <Button
              type="primary"
              disabled={errors.length > 0}
              loading={busy}
              onClick={() => void handleApply()}
            >
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
            created: result.created ?? 0,
            updated: result.updated ?? 0,
            skipped: result.skipped ?? 0,
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

