import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportWizard as SharedImportWizard, type ImportArea } from '@conexoes/shared/ui';
import {
  importProfiles,
  type ImportProfile,
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

/** The stakeholder import's calls, for the shared wizard. */
const calls: Omit<ImportArea, 'templateFileName'> = {
  send: ({ profile, ...call }) => stakeholdersApi.import({ ...call, profile: profile as ImportProfile }),
  readJob: stakeholdersApi.importJob,
  template: () => stakeholdersApi.importTemplate('xlsx'),
};

/**
 * Stakeholder import (docs/imports.md): the shared wizard with this area's profiles (AM, Renova, NX),
 * field names, and the choice to update or skip rows matching stakeholders already registered.
 */
export function ImportWizard({ open, onClose, onImported }: ImportWizardProps) {
  const { t } = useTranslation(NS);
  // The template is saved under a name in the reader's language, as the export's file is.
  const area: ImportArea = useMemo(
    () => ({ ...calls, templateFileName: `${t('import.templateFileName')}.xlsx` }),
    [t],
  );
  const profiles = useMemo(
    () => importProfiles.map((p) => ({ value: p, label: t(`import.profiles.${p}`) })),
    [t],
  );
  return (
    <SharedImportWizard
      open={open}
      onClose={onClose}
      onImported={onImported}
      title={t('import.title')}
      area={area}
      profiles={profiles}
      fieldLabel={(field) => t(`fields.${field}`, { defaultValue: '' }) || undefined}
      duplicates={{
        title: (count) => t('import.duplicatesTitle', { count }),
        decisions: ['skip', 'update'],
        question: t('import.duplicatesChoice'),
        update: t('import.update'),
      }}
    />
  );
}
