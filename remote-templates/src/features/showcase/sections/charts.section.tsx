import { Column, Line, Pie } from '@ant-design/charts';
import { useChartTheme } from '@conexoes/shared/ui';
import { theme as antdTheme } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHOWCASE_NS } from '../showcase.i18n';
import { Example } from './example';

const BY_MONTH = [18, 24, 21, 30, 27, 35];
const BY_CHANNEL = { meeting: 42, phone: 31, whatsapp: 58, visit: 24 } as const;
const PERCEPTION = {
  positive: [8, 11, 9, 14, 13, 17],
  neutral: [7, 9, 8, 10, 9, 12],
  negative: [3, 4, 4, 6, 5, 6],
} as const;

/** Sample dashboard charts with the chart theme of the palette; each is an image with its summary. */
export function ChartsSection() {
  const { t } = useTranslation(SHOWCASE_NS);
  const theme = useChartTheme();
  // The product's colours, not G2's default palette: the brand for one series, the status colours
  // (measured for contrast by the host's theme) for the others.
  const { token } = antdTheme.useToken();
  const palette = [token.colorPrimary, token.colorSuccess, token.colorWarning, token.colorTextSecondary];
  const perceptionColors = [token.colorSuccess, token.colorTextSecondary, token.colorError];
  const months = t('demo.months', { returnObjects: true }) as string[];
  const count = t('demo.count');
  const perMonth = BY_MONTH.map((value, index) => ({ month: months[index] ?? '', value }));
  const perChannel = (Object.keys(BY_CHANNEL) as (keyof typeof BY_CHANNEL)[]).map((key) => ({
    channel: t(`demo.channels.${key}`),
    value: BY_CHANNEL[key],
  }));
  const perception = (Object.keys(PERCEPTION) as (keyof typeof PERCEPTION)[]).flatMap((key) =>
    PERCEPTION[key].map((value, index) => ({
      month: months[index] ?? '',
      perception: t(`demo.perceptions.${key}`),
      value,
    })),
  );
  const summary = (title: string, pairs: { label: string; value: number }[]) =>
    t('demo.chartSummary', { title, summary: pairs.map((p) => `${p.label} ${p.value}`).join(', ') });

  return (
    <>
      <Example title={t('demo.byMonth')}>
        <div
          role="img"
          aria-label={summary(
            t('demo.byMonth'),
            perMonth.map((d) => ({ label: d.month, value: d.value })),
          )}
        >
          <Column
            data={perMonth}
            xField="month"
            yField="value"
            theme={theme}
            height={240}
            autoFit
            style={{ fill: token.colorPrimary, radiusTopLeft: 4, radiusTopRight: 4 }}
            tooltip={{ items: [{ field: 'value', name: count }] }}
          />
        </div>
      </Example>
      <div className="showcase-grid">
        <Example title={t('demo.byChannel')}>
          <div
            role="img"
            aria-label={summary(
              t('demo.byChannel'),
              perChannel.map((d) => ({ label: d.channel, value: d.value })),
            )}
          >
            <Pie
              data={perChannel}
              angleField="value"
              colorField="channel"
              innerRadius={0.6}
              scale={{ color: { range: palette } }}
              theme={theme}
              height={240}
              autoFit
              legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
              label={false}
            />
          </div>
        </Example>
        <Example title={t('demo.perception')}>
          <div
            role="img"
            aria-label={summary(
              t('demo.perception'),
              perception
                .filter((d) => d.month === months[months.length - 1])
                .map((d) => ({ label: d.perception, value: d.value })),
            )}
          >
            <Line
              data={perception}
              xField="month"
              yField="value"
              colorField="perception"
              scale={{ color: { range: perceptionColors } }}
              style={{ lineWidth: 2 }}
              theme={theme}
              height={240}
              autoFit
              legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
            />
          </div>
        </Example>
      </div>
    </>
  );
}

export default ChartsSection;
