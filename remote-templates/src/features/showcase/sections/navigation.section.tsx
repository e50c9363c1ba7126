import { useState } from 'react';
import { Breadcrumb, Pagination, Steps, Typography } from 'antd';
import { SectionTabs, PAGE_ITEMS } from '@conexoes/shared/ui';
import { useTranslation } from 'react-i18next';
import { SHOWCASE_NS } from '../showcase.i18n';
import { Example } from './example';

export function NavigationSection() {
  const { t } = useTranslation(SHOWCASE_NS);
  const [step, setStep] = useState(1);
  const [page, setPage] = useState(1);
  const tab = (key: string) => ({
    key,
    label: t(`demo.tab${key}`),
    children: <Typography.Paragraph>{t(`demo.tab${key}Text`)}</Typography.Paragraph>,
  });
  return (
    <>
      <Example title={t('demo.tabs')}>
        <SectionTabs items={[tab('General'), tab('Contacts'), tab('History')]} />
      </Example>
      <Example title={t('demo.breadcrumb')}>
        <nav aria-label={t('demo.breadcrumbLabel')}>
          <Breadcrumb
            items={[
              { title: t('demo.crumbs.home') },
              { title: t('demo.crumbs.stakeholders') },
              { title: t('demo.crumbs.current') },
            ]}
          />
        </nav>
      </Example>
      <Example title={t('demo.steps')}>
        <Steps
          current={step}
          onChange={setStep}
          size="small"
          items={['stepLayout', 'stepFile', 'stepReview', 'stepApply'].map((key) => ({
            title: t(`demo.${key}`),
          }))}
        />
      </Example>
      <Example title={t('demo.paging')}>
        <nav aria-label={t('demo.pagingLabel')}>
          <Pagination {...PAGE_ITEMS} current={page} onChange={setPage} total={240} showSizeChanger={false} />
        </nav>
      </Example>
    </>
  );
}

export default NavigationSection;
