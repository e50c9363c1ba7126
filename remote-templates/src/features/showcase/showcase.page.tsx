import { Suspense, useId, useState } from 'react';
import { ConfigProvider, Grid, Segmented, Select, Spin, Switch, Typography, theme } from 'antd';
import { PageHeader } from '@conexoes/shared/ui';
import type { PaletteMode } from '@conexoes/shared';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  SECTION_VIEWS,
  SHOWCASE_SECTIONS,
  isShowcaseSection,
  type ShowcaseSection,
} from './showcase-sections';
import { SHOWCASE_NS } from './showcase.i18n';
import { usePreviewPalette } from './use-preview-palette';
import './showcase.css';

/** /components/:section: the building blocks the product uses, in its theme, light or dark, ltr or rtl. */
export function ShowcasePage() {
  const { section } = useParams();
  if (!isShowcaseSection(section)) return <Navigate to="/404" replace />;
  return <ShowcaseView section={section} />;
}

function ShowcaseView({ section }: { section: ShowcaseSection }) {
  const { t } = useTranslation(SHOWCASE_NS);
  const [palette, setPalette] = usePreviewPalette();
  // Right to left for the examples only (antd's direction and the frame's dir), not the app's.
  const [rtl, setRtl] = useState(false);
  const rtlId = useId();
  const View = SECTION_VIEWS[section];
  const direction = rtl ? 'rtl' : 'ltr';

  return (
    <>
      <Typography.Text type="secondary" className="showcase-eyebrow">
        {t('eyebrow')}
      </Typography.Text>
      <PageHeader
        title={t(`sections.${section}.title`)}
        extra={
          <div className="showcase-toggles">
            <Segmented<PaletteMode>
              aria-label={t('palette')}
              value={palette}
              onChange={setPalette}
              options={[
                { value: 'light', label: t('light') },
                { value: 'dark', label: t('dark') },
              ]}
            />
            <span className="showcase-rtl">
              <Switch id={rtlId} checked={rtl} onChange={setRtl} />
              <label htmlFor={rtlId}>{t('rtl')}</label>
            </span>
          </div>
        }
      />
      <Typography.Paragraph type="secondary">
        {t(`sections.${section}.intro`)} {t('previewNote')}
      </Typography.Paragraph>
      <div className="showcase-layout">
        <SectionNavigation current={section} />
        <ConfigProvider direction={direction}>
          <div dir={direction} className="showcase-frame" data-testid="showcase-frame">
            <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '48px auto' }} />}>
              <View />
            </Suspense>
          </div>
        </ConfigProvider>
      </div>
    </>
  );
}

/** The groups as links beside the examples; a labelled select on a phone. */
function SectionNavigation({ current }: { current: ShowcaseSection }) {
  const { t } = useTranslation(SHOWCASE_NS);
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const navigate = useNavigate();
  const pickerId = useId();
  if (screens.md === false) {
    return (
      <div className="showcase-picker">
        <label htmlFor={pickerId}>{t('sectionPicker')}</label>
        <Select
          id={pickerId}
          value={current}
          onChange={(next) => navigate(`/components/${next}`)}
          options={SHOWCASE_SECTIONS.map((s) => ({ value: s, label: t(`sections.${s}.title`) }))}
          style={{ width: '100%' }}
        />
      </div>
    );
  }
  return (
    <nav aria-label={t('navLabel')} className="showcase-nav">
      <ul>
        {SHOWCASE_SECTIONS.map((s) => {
          const active = s === current;
          return (
            <li key={s}>
              <Link
                to={`/components/${s}`}
                aria-current={active ? 'page' : undefined}
                style={{
                  color: active ? token.colorPrimary : token.colorText,
                  background: active ? token.colorPrimaryBg : undefined,
                  borderRadius: token.borderRadius,
                }}
              >
                {t(`sections.${s}.title`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export default ShowcasePage;
