import { Card, Col, Row, Typography } from 'antd';
import {
  ApartmentOutlined,
  AuditOutlined,
  CommentOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCan, type PermissionArea } from '@conexoes/shared';
import { PageHeader } from '@conexoes/shared/ui';
import { NS } from '../i18n/register';

type Setting = { key: string; path: string; area: PermissionArea; icon: ReactNode };

/** The settings, each with the flag that opens it (the host's route table asks the same). */
const SETTINGS: readonly Setting[] = [
  {
    key: 'stakeholders',
    path: '/configurations/stakeholders',
    area: 'configurations',
    icon: <TeamOutlined aria-hidden />,
  },
  {
    key: 'interactions',
    path: '/configurations/interactions',
    area: 'configurations',
    icon: <CommentOutlined aria-hidden />,
  },
  {
    key: 'commitments',
    path: '/configurations/commitments',
    area: 'configurations',
    icon: <AuditOutlined aria-hidden />,
  },
  { key: 'workspaces', path: '/workspaces', area: 'configurations', icon: <ApartmentOutlined aria-hidden /> },
  { key: 'users', path: '/users', area: 'users', icon: <UserOutlined aria-hidden /> },
];

function SettingCard({ setting }: { setting: Setting }) {
  const { t } = useTranslation(NS);
  const allowed = useCan(setting.area, 'view');
  if (!allowed) return null;
  const title = t(`configurationsIndex.${setting.key}.title`);
  return (
    <Col xs={24} md={12}>
      <Link to={setting.path} style={{ display: 'block', height: '100%' }}>
        <Card hoverable style={{ height: '100%' }}>
          <Card.Meta
            avatar={
              <span aria-hidden="true" style={{ fontSize: 24 }}>
                {setting.icon}
              </span>
            }
            title={<h2 style={{ margin: 0, fontSize: 16, whiteSpace: 'normal' }}>{title}</h2>}
            description={t(`configurationsIndex.${setting.key}.text`)}
          />
        </Card>
      </Link>
    </Col>
  );
}

/** /configurations: the index of the settings the user's flags open, a sentence each. */
export function ConfigurationsPage() {
  const { t } = useTranslation(NS);
  return (
    <>
      <PageHeader title={t('pages.configurations')} />
      <Typography.Paragraph type="secondary">{t('configurationsIndex.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {SETTINGS.map((setting) => (
          <SettingCard key={setting.key} setting={setting} />
        ))}
      </Row>
    </>
  );
}
