import { useState } from 'react';
import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { Button, Card, Segmented, Tag, Typography, theme } from 'antd';
import { PageHeader } from '@conexoes/shared/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { GENERAL_NS } from './general.i18n';
import { FEATURES, FEATURE_COUNT, PERIODS, PLANS, brl, priceFor, type Period } from './plans';
import './general.css';

/** /pricing: the plans side by side, monthly or yearly; choosing one opens the checkout. */
export function PricingPage() {
  const { t, i18n } = useTranslation(GENERAL_NS);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [period, setPeriod] = useState<Period>('monthly');
  return (
    <>
      <PageHeader title={t('pricing.title')} />
      <Typography.Paragraph type="secondary">{t('pricing.subtitle')}</Typography.Paragraph>
      <Segmented<Period>
        aria-label={t('pricing.period')}
        value={period}
        onChange={setPeriod}
        options={PERIODS.map((p) => ({ value: p, label: t(`pricing.periods.${p}`) }))}
        style={{ marginBottom: 24, maxWidth: '100%' }}
      />
      <div className="general-plans">
        {PLANS.map((plan) => {
          const price = priceFor(plan, period);
          const name = t(`pricing.plans.${plan}.name`);
          return (
            <Card
              key={plan}
              style={plan === 'standard' ? { borderColor: token.colorPrimary, borderWidth: 2 } : undefined}
            >
              <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
                {name} {plan === 'standard' ? <Tag>{t('pricing.recommended')}</Tag> : null}
              </Typography.Title>
              <Typography.Paragraph type="secondary">
                {t(`pricing.plans.${plan}.description`)}
              </Typography.Paragraph>
              <Typography.Paragraph>
                <span className="general-price">
                  {price === 0 ? t('pricing.free') : brl(price, i18n.language)}
                </span>{' '}
                {price === 0 ? null : (
                  <Typography.Text type="secondary">
                    {period === 'monthly' ? t('pricing.perMonth') : t('pricing.perYear')}
                  </Typography.Text>
                )}
              </Typography.Paragraph>
              <ul className="general-features">
                {FEATURES.map((feature, index) => {
                  const included = index < FEATURE_COUNT[plan];
                  return (
                    <li key={feature} className={included ? undefined : 'general-feature-off'}>
                      {included ? (
                        <CheckOutlined
                          aria-label={t('pricing.included')}
                          style={{ color: token.colorSuccess }}
                        />
                      ) : (
                        <MinusOutlined aria-label={t('pricing.notIncluded')} />
                      )}{' '}
                      {t(`pricing.features.${feature}`)}
                    </li>
                  );
                })}
              </ul>
              <Button
                type={plan === 'standard' ? 'primary' : 'default'}
                block
                onClick={() => navigate(`/checkout?plan=${plan}&period=${period}`)}
              >
                {t('pricing.choose', { plan: name })}
              </Button>
            </Card>
          );
        })}
      </div>
    </>
  );
}

export default PricingPage;
