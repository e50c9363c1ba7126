import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { selectCanUseApp, useAuthStore } from '@conexoes/shared';

export type ErrorCode = 401 | 404 | 500;

export type ErrorPageProps = { code: ErrorCode };

/** /401, /404 and /500, owned by the host so they work whatever remote is down. */
export function ErrorPage({ code }: ErrorPageProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const status = code === 401 ? 403 : code;
  // The guards send a signed-in member here when their flags forbid a route: say that, not "sign in".
  const forbidden = useAuthStore(selectCanUseApp) && code === 401;
  const key = forbidden ? 'errors.forbidden' : `errors.${code}`;
  return (
    <Result
      status={status}
      title={<h1 style={{ margin: 0, fontSize: 'inherit' }}>{t(`${key}.title`)}</h1>}
      subTitle={t(`${key}.description`)}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('errors.backHome')}
        </Button>
      }
    />
  );
}
