import { ConfirmPopover } from '@conexoes/shared/ui';
import { Alert, Button, Result, Skeleton, Spin } from 'antd';
import { notify } from '@conexoes/shared';
import { useTranslation } from 'react-i18next';
import { SHOWCASE_NS } from '../showcase.i18n';
import { Example } from './example';

const TOASTS = [
  { kind: 'success', label: 'toastSuccess', text: 'toastSuccessText' },
  { kind: 'info', label: 'toastInfo', text: 'toastInfoText' },
  { kind: 'error', label: 'toastError', text: 'toastErrorText' },
] as const;

export function FeedbackSection() {
  const { t } = useTranslation(SHOWCASE_NS);
  return (
    <>
      <Example title={t('demo.toasts')}>
        <div className="showcase-row">
          {TOASTS.map((toast) => (
            <Button key={toast.kind} onClick={() => notify[toast.kind](t(`demo.${toast.text}`))}>
              {t(`demo.${toast.label}`)}
            </Button>
          ))}
        </div>
      </Example>
      <Example title={t('demo.alerts')}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Alert type="info" showIcon title={t('demo.alertInfo')} />
          <Alert type="warning" showIcon title={t('demo.alertWarning')} />
          <Alert type="error" showIcon title={t('demo.alertError')} />
        </div>
      </Example>
      <div className="showcase-grid">
        <Example title={t('demo.confirm')}>
          <ConfirmPopover
            title={t('demo.confirmDelete')}
            description={t('demo.confirmDeleteText')}
            okText={t('demo.delete')}
            cancelText={t('demo.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => notify.success(t('demo.deleted'))}
            styles={{ root: { maxWidth: 320 } }}
          >
            <Button danger>{t('demo.delete')}</Button>
          </ConfirmPopover>
        </Example>
        <Example title={t('demo.loading')}>
          <div className="showcase-row" role="status" style={{ marginBottom: 12 }}>
            <Spin />
            <span>{t('demo.loading')}</span>
          </div>
          <Skeleton active paragraph={{ rows: 2 }} />
        </Example>
      </div>
      <Example title={t('demo.result')}>
        <Result status="success" title={t('demo.resultTitle')} subTitle={t('demo.resultText')} />
      </Example>
    </>
  );
}

export default FeedbackSection;
