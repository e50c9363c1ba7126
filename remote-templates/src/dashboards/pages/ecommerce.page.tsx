import { useState } from 'react';
import {
  PercentageOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { ChartCard } from '../blocks/chart-card';
import { DonutChart, TrendChart } from '../blocks/charts';
import { DashboardPage, KpiRow, PanelRow } from '../blocks/dashboard-page';
import { DataTable, type DataColumn } from '../blocks/data-table';
import { DetailDrawer } from '../blocks/detail-drawer';
import { KpiCard } from '../blocks/kpi-card';
import { lastMonths } from '../lib/calendar';
import { compact, count, money, monthYear, percent } from '../lib/format';
import { useDashT } from '../lib/use-dash-t';
import {
  bestSellers,
  byCategory,
  conversion,
  orders,
  revenue,
  type BestSeller,
} from '../data/ecommerce.data';
import { lastChange } from '../data/series';

/** /dashboard/ecommerce: an online shop's month — revenue, orders, ticket and best sellers. */
export function EcommercePage() {
  const t = useDashT();
  const [open, setOpen] = useState<BestSeller | null>(null);
  const months = lastMonths(12).map(monthYear);
  const name = (p: BestSeller) => t(`catalog.names.${p.name}`);
  const category = (p: BestSeller) => t(`catalog.categories.${p.category}`);
  const ticket = revenue.map((r, i) => r / orders[i]!);
  const columns: DataColumn<BestSeller>[] = [
    { key: 'name', title: t('ecommerce.product'), text: name, sortValue: name },
    { key: 'category', title: t('ecommerce.category'), text: category, sortValue: category },
    {
      key: 'price',
      title: t('ecommerce.price'),
      text: (p) => money(p.price),
      sortValue: (p) => p.price,
      align: 'right',
    },
    {
      key: 'sold',
      title: t('ecommerce.sold'),
      text: (p) => count(p.sold),
      sortValue: (p) => p.sold,
      align: 'right',
    },
    {
      key: 'revenue',
      title: t('ecommerce.revenue'),
      text: (p) => money(p.sold * p.price),
      sortValue: (p) => p.sold * p.price,
      align: 'right',
    },
  ];
  return (
    <DashboardPage title={t('ecommerce.title')} subtitle={t('ecommerce.subtitle')}>
      <KpiRow>
        <KpiCard
          label={t('ecommerce.monthRevenue')}
          value={money(revenue.at(-1)!, 0)}
          change={lastChange(revenue)}
          icon={<WalletOutlined aria-hidden />}
        />
        <KpiCard
          label={t('ecommerce.monthOrders')}
          value={count(orders.at(-1)!)}
          change={lastChange(orders)}
          icon={<ShoppingCartOutlined aria-hidden />}
        />
        <KpiCard
          label={t('ecommerce.ticket')}
          value={money(ticket.at(-1)!)}
          change={lastChange(ticket)}
          icon={<ShoppingOutlined aria-hidden />}
        />
        <KpiCard
          label={t('ecommerce.conversion')}
          value={percent(conversion[1]!)}
          change={lastChange(conversion)}
          icon={<PercentageOutlined aria-hidden />}
        />
      </KpiRow>
      <PanelRow>
        <ChartCard title={t('ecommerce.revenueTitle')}>
          <TrendChart
            area
            data={revenue.map((y, i) => ({ x: months[i]!, y, series: t('ecommerce.revenue') }))}
            summary={t('ecommerce.revenueSummary', { value: money(revenue.at(-1)!, 0) })}
            format={(v) => `R$ ${compact(v)}`}
          />
        </ChartCard>
        <ChartCard title={t('ecommerce.categoriesTitle')}>
          <DonutChart
            data={byCategory.map((c) => ({ label: t(`catalog.categories.${c.category}`), value: c.value }))}
            summary={t('ecommerce.categoriesSummary')}
            format={(v) => money(v, 0)}
          />
        </ChartCard>
      </PanelRow>
      <ChartCard title={t('ecommerce.bestTitle')}>
        <DataTable
          rows={bestSellers}
          columns={columns}
          label={t('ecommerce.bestTitle')}
          searchLabel={t('ecommerce.search')}
          onOpen={setOpen}
          pageSize={6}
        />
      </ChartCard>
      <DetailDrawer
        title={open ? name(open) : null}
        onClose={() => setOpen(null)}
        items={
          open
            ? [
                { label: t('ecommerce.category'), value: category(open) },
                { label: t('ecommerce.price'), value: money(open.price) },
                { label: t('ecommerce.sold'), value: count(open.sold) },
                { label: t('ecommerce.revenue'), value: money(open.sold * open.price) },
                { label: t('ecommerce.stock'), value: count(open.stock) },
              ]
            : []
        }
      />
    </DashboardPage>
  );
}

export default EcommercePage;
