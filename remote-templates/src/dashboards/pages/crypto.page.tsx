import { useState } from 'react';
import { FallOutlined, RiseOutlined, WalletOutlined, SwapOutlined } from '@ant-design/icons';
import { ChartCard } from '../blocks/chart-card';
import { DonutChart, TrendChart } from '../blocks/charts';
import { DashboardPage, KpiRow, PanelRow } from '../blocks/dashboard-page';
import { DataTable, type DataColumn } from '../blocks/data-table';
import { DetailDrawer } from '../blocks/detail-drawer';
import { KpiCard } from '../blocks/kpi-card';
import { StatusTag } from '../blocks/status-tag';
import { daysAgo } from '../lib/calendar';
import { compact, count, day, dayMonth, money, percent } from '../lib/format';
import { useDashT } from '../lib/use-dash-t';
import { assets, portfolioDays, trades, type Asset } from '../data/crypto.data';
import { lastChange, sum } from '../data/series';

const value = (a: Asset) => a.price * a.holdings;
const signed = (fraction: number) => `${fraction >= 0 ? '+' : '−'}${percent(Math.abs(fraction), 2)}`;
const amount = (n: number) => count(Number(n.toFixed(4)));

/** /dashboard/crypto: a crypto-asset portfolio in reais — its value, allocation and trades. */
export function CryptoPage() {
  const t = useDashT();
  const [open, setOpen] = useState<Asset | null>(null);
  const total = sum(assets.map(value));
  const best = [...assets].sort((a, b) => b.change24h - a.change24h)[0]!;
  const worst = [...assets].sort((a, b) => a.change24h - b.change24h)[0]!;
  const columns: DataColumn<Asset>[] = [
    {
      key: 'name',
      title: t('crypto.asset'),
      text: (a) => `${a.name} (${a.symbol})`,
      sortValue: (a) => a.name,
    },
    {
      key: 'price',
      title: t('crypto.price'),
      text: (a) => money(a.price),
      sortValue: (a) => a.price,
      align: 'right',
    },
    {
      key: 'change',
      title: t('crypto.change'),
      text: (a) => signed(a.change24h),
      render: (a) => <StatusTag tone={a.change24h >= 0 ? 'good' : 'bad'}>{signed(a.change24h)}</StatusTag>,
      sortValue: (a) => a.change24h,
      align: 'right',
    },
    {
      key: 'holdings',
      title: t('crypto.holdings'),
      text: (a) => amount(a.holdings),
      sortValue: (a) => a.holdings,
      align: 'right',
    },
    {
      key: 'value',
      title: t('crypto.value'),
      text: (a) => money(value(a)),
      sortValue: value,
      align: 'right',
    },
  ];
  // The drawn history ends at today's value of the holdings, so the chart and the KPI agree.
  const history = portfolioDays.map((v) => Math.round((v * total) / portfolioDays.at(-1)!));
  const days = portfolioDays.map((_, i) => dayMonth(daysAgo(portfolioDays.length - 1 - i)));
  const assetTrades = open ? trades.filter((tr) => tr.symbol === open.symbol) : [];
  return (
    <DashboardPage title={t('crypto.title')} subtitle={t('crypto.subtitle')}>
      <KpiRow>
        <KpiCard
          label={t('crypto.portfolio')}
          value={money(total)}
          change={lastChange(portfolioDays)}
          icon={<WalletOutlined aria-hidden />}
        />
        <KpiCard
          label={t('crypto.best')}
          value={`${best.symbol} ${signed(best.change24h)}`}
          icon={<RiseOutlined aria-hidden />}
        />
        <KpiCard
          label={t('crypto.worst')}
          value={`${worst.symbol} ${signed(worst.change24h)}`}
          icon={<FallOutlined aria-hidden />}
        />
        <KpiCard
          label={t('crypto.trades')}
          value={count(trades.length)}
          icon={<SwapOutlined aria-hidden />}
        />
      </KpiRow>
      <PanelRow>
        <ChartCard title={t('crypto.valueTitle')}>
          <TrendChart
            area
            data={history.map((y, i) => ({ x: days[i]!, y, series: t('crypto.portfolio') }))}
            summary={t('crypto.valueSummary', { value: money(total, 0) })}
            format={(v) => `R$ ${compact(v)}`}
          />
        </ChartCard>
        <ChartCard title={t('crypto.allocationTitle')}>
          <DonutChart
            data={assets.map((a) => ({ label: a.symbol, value: Math.round(value(a)) }))}
            summary={t('crypto.allocationSummary', {
              asset: [...assets].sort((a, b) => value(b) - value(a))[0]!.name,
            })}
            format={(v) => money(v, 0)}
          />
        </ChartCard>
      </PanelRow>
      <ChartCard title={t('crypto.assetsTitle')}>
        <DataTable
          rows={assets}
          columns={columns}
          label={t('crypto.assetsTitle')}
          searchLabel={t('crypto.search')}
          onOpen={setOpen}
        />
      </ChartCard>
      <DetailDrawer
        title={open ? `${open.name} (${open.symbol})` : null}
        onClose={() => setOpen(null)}
        items={
          open
            ? [
                { label: t('crypto.price'), value: money(open.price) },
                { label: t('crypto.change'), value: signed(open.change24h) },
                { label: t('crypto.holdings'), value: amount(open.holdings) },
                { label: t('crypto.value'), value: money(value(open)) },
                { label: t('crypto.share'), value: percent(value(open) / total) },
              ]
            : []
        }
      >
        <h3 className="dash-card-title">{t('crypto.tradesTitle')}</h3>
        {assetTrades.length === 0 ? (
          <p>{t('crypto.noTrades')}</p>
        ) : (
          <ul className="dash-list">
            {assetTrades.map((tr) => (
              <li key={tr.id}>
                <span>
                  {day(tr.date)} · {t(`crypto.sides.${tr.side}`)} {amount(tr.amount)}
                </span>
                <span>{money(tr.amount * tr.price)}</span>
              </li>
            ))}
          </ul>
        )}
      </DetailDrawer>
    </DashboardPage>
  );
}

export default CryptoPage;
