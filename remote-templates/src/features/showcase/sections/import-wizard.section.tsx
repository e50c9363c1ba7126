import { useMemo, useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { notify } from '@conexoes/shared';
import { ImportWizard } from '@conexoes/shared/ui';
import { useTranslation } from 'react-i18next';
import { SHOWCASE_NS } from '../showcase.i18n';
import { demoImportArea } from './demo-import-area';
import { Example } from './example';

const PROFILES = ['standard', 'am', 'renova', 'nx'] as const;

export function ImportWizardSection() {
  const { t } = useTranslation(SHOWCASE_NS);
  const [open, setOpen] = useState(false);
  const area = useMemo(
    () => demoImportArea({ csvOnly: t('demo.csvOnly'), templateName: t('demo.templateName') }),
    [t],
  );
  return (
    <Example title={t('demo.importTitle')}>
      <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('demo.openImport')}
      </Button>
      <ImportWizard
        open={open}
        onClose={() => setOpen(false)}
        onImported={(report) => notify.info(t('demo.imported', { count: report.counts.created }))}
        title={t('demo.importTitle')}
        area={area}
        profiles={PROFILES.map((value) => ({ value, label: t(`demo.profiles.${value}`) }))}
        fieldLabel={(field) => (field === 'name' ? t('demo.name') : undefined)}
        duplicates={{
          title: (count) => t('demo.duplicatesTitle', { count }),
          decisions: ['skip', 'update'],
          question: t('demo.duplicatesChoice'),
          update: t('demo.update'),
        }}
      />
    </Example>
  );
}

export default ImportWizardSection;
