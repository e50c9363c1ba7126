import { useMemo, useState } from 'react';
import { Checkbox, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { interactionImportProfiles, useCan, type ImportReport } from '@conexoes/shared';
import { ImportWizard, useWorkspaceChoices, type ImportArea, WorkspaceSelect } from '@conexoes/shared/ui';
import { interactionFilesApi } from '../../api/interaction-files.api';
import { NS } from '../../i18n/register';

export type ImportDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called after an import was applied, so the list reloads. */
  onImported: (report: ImportReport) => void;
};

/**
 * Interaction import (docs/imports.md "Interactions"): the shared wizard with this area's profiles
 * (template, NX), its field names, rows whose code is already registered left out, and two options —
 * the workspace the interactions go to (when several are chosen) and, for those who may add
 * stakeholders, registering the stakeholders the file names that nobody has registered yet.
 */
export function ImportDialog({ open, onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation(NS);
  const mayAddStakeholders = useCan('stakeholders', 'add');
  const workspaces = useWorkspaceChoices();
  const [createStakeholders, setCreateStakeholders] = useState(false);
  const [workspaceId, setWorkspaceId] = useState<string | undefined>();
  const create = mayAddStakeholders && createStakeholders;

  const area: ImportArea = {
    send: ({ profile, ...call }) =>
      interactionFilesApi.import({
        ...call,
        profile: profile === 'nx' ? 'nx' : 'standard',
        createStakeholders: create,
        workspaceId: workspaces.length > 0 ? workspaceId : undefined,
      }),
    readJob: interactionFilesApi.importJob,
    template: () => interactionFilesApi.importTemplate('xlsx'),
    templateFileName: `${t('importExport.templateFileName')}.xlsx`,
  };
  const profiles = useMemo(
    () => interactionImportProfiles.map((p) => ({ value: p, label: t(`importExport.profiles.${p}`) })),
    [t],
  );

  const options =
    workspaces.length > 0 || mayAddStakeholders ? (
      <Flex vertical gap={12}>
        {workspaces.length > 0 ? (
          <div>
            <label htmlFor="interaction-import-workspace" style={{ display: 'block', marginBottom: 4 }}>
              {t('importExport.workspace')}
            </label>
            <WorkspaceSelect
              id="interaction-import-workspace"
              value={workspaceId}
              onChange={setWorkspaceId}
              options={workspaces}
              placeholder={t('form.chooseWorkspace')}
              style={{ width: '100%' }}
            />
          </div>
        ) : null}
        {mayAddStakeholders ? (
          <div>
            <Checkbox
              checked={createStakeholders}
              onChange={(e) => setCreateStakeholders(e.target.checked)}
              aria-describedby="interaction-import-create-help"
            >
              {t('importExport.createStakeholders')}
            </Checkbox>
            <Typography.Paragraph
              id="interaction-import-create-help"
              type="secondary"
              style={{ margin: '4px 0 0 24px' }}
            >
              {t('importExport.createStakeholdersHelp')}
            </Typography.Paragraph>
          </div>
        ) : null}
      </Flex>
    ) : undefined;

  return (
    <ImportWizard
      open={open}
      onClose={onClose}
      onImported={onImported}
      title={t('importExport.importTitle')}
      area={area}
      profiles={profiles}
      // An error names its column as the file (the template, in the reader's language) does — "Início",
      // not the form's "Data e hora": the API sends that header, so no field is renamed here.
      fieldLabel={() => undefined}
      duplicates={{
        title: (count) => t('importExport.duplicatesTitle', { count }),
        decisions: ['skip'],
      }}
      options={options}
      optionsReady={workspaces.length === 0 || workspaceId !== undefined}
      optionsHint={t('importExport.workspaceFirst')}
    />
  );
}
