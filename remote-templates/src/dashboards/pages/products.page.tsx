import { useState } from 'react';
import { AppstoreOutlined, CheckCircleOutlined, StopOutlined, WarningOutlined } from '@ant-design/icons';
import { ChartCard } from '../blocks/chart-card';
import { BarsChart } from '../blocks/charts';
import { DashboardPage, KpiRow } from '../blocks/dashboard-page';
import { DataTable, type DataColumn } from '../blocks/data-table';
import { DetailDrawer } from '../blocks/detail-drawer';
import { KpiCard } from '../blocks/kpi-card';
import { StatusTag, type Tone } from '../blocks/status-tag';
import { count, money } from '../lib/format';
import { useDashT } from '../lib/use-dash-t';
import { CATEGORIES, products, stockStatus, type Product } from '../data/products.data';
import { sum } from '../data/series';

const TONE: Record<ReturnType<typeof stockStatus>, Tone> = { in: 'good', low: 'warn', out: 'bad' };

/** /dashboard/products: the catalogue — stock by category and each product's price and stock. */
export function ProductsPage() {
  const t = useDashT();
  const [open, setOpen] = useState<Product | null>(null);
  const name = (p: Product) => t(`catalog.names.${p.name}`);
  const category = (p: Product) => t(`catalog.categories.${p.category}`);
  const stockName = (p: Product) => t(`products.stock.${stockStatus(p)}`);
  const of = (s: ReturnType<typeof stockStatus>) => products.filter((p) => stockStatus(p) === s).length;
  const columns: DataColumn<Product>[] = [
    { key: 'name', title: t('products.product'), text: name, sortValue: name },
    { key: 'sku', title: t('products.sku'), text: (p) => p.sku, sortValue: (p) => p.sku },
    { key: 'category', title: t('products.category'), text: category, sortValue: category },
    {
      key: 'price',
      title: t('products.price'),
      text: (p) => money(p.price),
      sortValue: (p) => p.price,
      align: 'right',
    },
    {
      key: 'units',
      title: t('products.units'),
      text: (p) => count(p.stock),
      sortValue: (p) => p.stock,
      align: 'right',
    },
    {
      key: 'stock',
      title: t('products.stockStatus'),
      text: stockName,
      render: (p) => <StatusTag tone={TONE[stockStatus(p)]}>{stockName(p)}</StatusTag>,
      sortValue: (p) => p.stock,
    },
  ];
  return (
    <DashboardPage title={t('products.title')} subtitle={t('products.subtitle')}>
      <KpiRow>
        <KpiCard
          label={t('products.total')}
          value={count(products.length)}
          icon={<AppstoreOutlined aria-hidden />}
        />
        <KpiCard
          label={t('products.stock.in')}
          value={count(of('in'))}
          icon={<CheckCircleOutlined aria-hidden />}
        />
        <KpiCard
          label={t('products.stock.low')}
          value={count(of('low'))}
          icon={<WarningOutlined aria-hidden />}
        />
        <KpiCard
          label={t('products.stock.out')}
          value={count(of('out'))}
          icon={<StopOutlined aria-hidden />}
        />
      </KpiRow>
      <ChartCard title={t('products.byCategoryTitle')}>
        <BarsChart
          data={CATEGORIES.map((c) => ({
            x: t(`catalog.categories.${c}`),
            y: sum(products.filter((p) => p.category === c).map((p) => p.stock)),
            series: t('products.units'),
          }))}
          summary={t('products.byCategorySummary', { count: sum(products.map((p) => p.stock)) })}
          height={220}
        />
      </ChartCard>
      <ChartCard title={t('products.listTitle')}>
        <DataTable
          rows={products}
          columns={columns}
          label={t('products.listTitle')}
          searchLabel={t('products.search')}
          onOpen={setOpen}
        />
      </ChartCard>
      <DetailDrawer
        title={open ? name(open) : null}
        onClose={() => setOpen(null)}
        items={
          open
            ? [
                { label: t('products.sku'), value: open.sku },
                { label: t('products.category'), value: category(open) },
                { label: t('products.price'), value: money(open.price) },
                { label: t('products.units'), value: count(open.stock) },
                { label: t('products.stockStatus'), value: stockName(open) },
                { label: t('products.rating'), value: t('products.ratingOf', { value: count(open.rating) }) },
                { label: t('products.published'), value: open.published ? t('yes') : t('no') },
              ]
            : []
        }
      />
    </DashboardPage>
  );
}

export default ProductsPage;
