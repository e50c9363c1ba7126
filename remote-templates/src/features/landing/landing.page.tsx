import type { ReactNode } from 'react';
import {
  ApartmentOutlined,
  AuditOutlined,
  BarChartOutlined,
  CheckCircleOutlined,
  CloudUploadOutlined,
  MessageOutlined,
  SafetyCertificateOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Button, Card, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LANDING_NS } from './landing.i18n';
import './landing.css';

const AREAS: { key: string; icon: ReactNode; doc: string }[] = [
  { key: 'stakeholders', icon: <TeamOutlined aria-hidden />, doc: 'stakeholders' },
  { key: 'interactions', icon: <MessageOutlined aria-hidden />, doc: 'interactions' },
  { key: 'topics', icon: <TagsOutlined aria-hidden />, doc: 'topics' },
  { key: 'commitments', icon: <AuditOutlined aria-hidden />, doc: 'commitments' },
  { key: 'dashboards', icon: <BarChartOutlined aria-hidden />, doc: 'getting-started' },
  { key: 'imports', icon: <CloudUploadOutlined aria-hidden />, doc: 'imports' },
];

/** `/` for a visitor: what Conexões does, for whom, and the way in (signed in, the host sends home). */
export function LandingPage() {
  const { t } = useTranslation(LANDING_NS);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  // Links (a real href: open in a new tab, read as links) drawn as the theme's buttons, followed
  // inside the app without reloading it.
  const cta = (to: string, label: string, primary = false) => (
    <Button
      type={primary ? 'primary' : 'default'}
      size="large"
      href={to}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      {label}
    </Button>
  );
  const list = (key: string) => t(key, { returnObjects: true }) as string[];

  return (
    <div className="landing">
      <section className="landing-hero" aria-labelledby="landing-title">
        <div>
          <p className="landing-eyebrow" style={{ color: token.colorPrimaryText }}>
            {t('eyebrow')}
          </p>
          <Typography.Title id="landing-title" level={1} className="landing-title">
            {t('title')}
          </Typography.Title>
          <Typography.Paragraph className="landing-lead" type="secondary">
            {t('lead')}
          </Typography.Paragraph>
          <div className="landing-actions">
            {cta('/auth/login', t('signIn'), true)}
            {cta('/pricing', t('pricing'))}
            <Link to="/docs/getting-started" className="landing-text-link">
              {t('guide')}
            </Link>
          </div>
        </div>
        <Card className="landing-preview" aria-label={t('preview.label')} role="figure">
          <div className="landing-preview-head">
            <Typography.Text type="secondary">{t('preview.code')}</Typography.Text>
            <Tag color="processing">{t('preview.type')}</Tag>
          </div>
          <p className="landing-preview-subject">{t('preview.subject')}</p>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {t('preview.place')}
          </Typography.Paragraph>
          <Typography.Paragraph style={{ marginBottom: 12 }}>
            <TeamOutlined aria-hidden /> {t('preview.stakeholders')}
          </Typography.Paragraph>
          <div className="landing-preview-tags">
            <Tag color="warning">{t('preview.followUp')}</Tag>
            <Tag>{t('preview.perception')}</Tag>
          </div>
        </Card>
      </section>

      <section aria-labelledby="landing-areas">
        <Typography.Title id="landing-areas" level={2} className="landing-section-title">
          {t('areas.title')}
        </Typography.Title>
        <div className="landing-areas">
          {AREAS.map((area) => {
            const name = t(`areas.${area.key}.name`);
            return (
              <Card key={area.key} className="landing-area">
                <span
                  className="landing-area-icon"
                  aria-hidden
                  style={{ color: token.colorPrimary, background: token.colorPrimaryBg }}
                >
                  {area.icon}
                </span>
                <Typography.Title level={3} className="landing-area-title">
                  {name}
                </Typography.Title>
                <Typography.Paragraph type="secondary">{t(`areas.${area.key}.text`)}</Typography.Paragraph>
                <Link to={`/docs/${area.doc}`}>{t('areas.more', { area: name })}</Link>
              </Card>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="landing-trust">
        <Typography.Title id="landing-trust" level={2} className="landing-section-title">
          {t('trust.title')}
        </Typography.Title>
        <div className="landing-trust">
          {(['lgpd', 'ifc'] as const).map((key) => (
            <Card key={key}>
              <Typography.Title level={3} className="landing-area-title">
                <SafetyCertificateOutlined aria-hidden style={{ color: token.colorPrimary }} />{' '}
                {t(`trust.${key}.title`)}
              </Typography.Title>
              <ul className="landing-checks">
                {list(`trust.${key}.items`).map((item) => (
                  <li key={item}>
                    <CheckCircleOutlined aria-hidden style={{ color: token.colorSuccess }} />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="landing-workspaces" className="landing-workspaces">
        <span className="landing-area-icon" aria-hidden style={{ color: token.colorPrimary }}>
          <ApartmentOutlined aria-hidden />
        </span>
        <div>
          <Typography.Title id="landing-workspaces" level={2} className="landing-section-title">
            {t('workspaces.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('workspaces.text')}</Typography.Paragraph>
        </div>
      </section>

      <section
        aria-labelledby="landing-closing"
        className="landing-closing"
        style={{ background: token.colorPrimaryBg, borderRadius: token.borderRadiusLG * 2 }}
      >
        <Typography.Title id="landing-closing" level={2} className="landing-section-title">
          {t('closing.title')}
        </Typography.Title>
        <Typography.Paragraph>{t('closing.text')}</Typography.Paragraph>
        <div className="landing-actions landing-actions--center">
          {cta('/auth/login', t('signIn'), true)}
          {cta('/contact', t('closing.contact'))}
        </div>
      </section>
    </div>
  );
}

export default LandingPage;
