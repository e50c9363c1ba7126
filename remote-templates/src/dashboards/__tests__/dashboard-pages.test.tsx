import { act, screen, within } from '@testing-library/react';
import { i18n, initI18n } from '@conexoes/shared';
import { renderRemoteAt } from '@conexoes/shared/testing';
import { TemplatesRoutes } from '../../routes';
import en from '../../i18n/dashboards/en.json';
import { courses } from '../data/academy.data';
import { visits, topPages } from '../data/analytics.data';
import { posts } from '../data/blog.data';
import { trades } from '../data/crypto.data';
import { customers, newPerMonth } from '../data/customers.data';
import { bestSellers, orders as monthlyOrders } from '../data/ecommerce.data';
import { DEMO_ENGAGEMENT_ID } from '../data/engagement-ids';
import { ENGAGEMENTS } from '../data/engagements.data';
import { files } from '../data/files.data';
import { influencers } from '../data/influencers.data';
import { invoices } from '../data/invoices.data';
import { jobs } from '../data/jobs.data';
import { shipments } from '../data/logistics.data';
import { orders } from '../data/orders.data';
import { products } from '../data/products.data';

jest.mock('@ant-design/charts', () => require('./fake-charts'));
jest.setTimeout(120_000);

// Figures written independently of the pages' own formatting helpers.
const number = (n: number, lng = 'en') => new Intl.NumberFormat(lng).format(n);
const reais = (n: number, lng = 'en') =>
  new Intl.NumberFormat(lng, { style: 'currency', currency: 'BRL' }).format(n);
const total = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The KPI card named `label` (a column may share its name) and the figure it shows. */
const kpiValue = (label: string) => {
  const card = screen
    .getAllByText(label)
    .map((el) => el.closest('.dash-kpi'))
    .find(Boolean);
  if (!card) throw new Error(`no KPI card "${label}"`);
  return card.querySelector('.dash-kpi-value')?.textContent;
};

const firstEngagement = ENGAGEMENTS[0]!;

type Case = { path: string; title: string; kpi: [string, string]; row: string };
const CASES: Case[] = [
  {
    path: 'academy',
    title: 'Academy',
    kpi: ['Courses finished', number(courses.filter((c) => c.done === c.lessons).length)],
    row: `${en.academy.topics[courses[0]!.topic]} · ${en.academy.levels[courses[0]!.level]}`,
  },
  { path: 'analytics', title: 'Analytics', kpi: ['Visits', number(visits.at(-1)!)], row: topPages[1]!.path },
  {
    path: 'blog',
    title: 'Blog',
    kpi: ['Published posts', number(posts.filter((p) => p.status === 'published').length)],
    row: en.blog.posts['0'],
  },
  {
    path: 'crypto',
    title: 'Crypto',
    kpi: ['Trades in 90 days', number(trades.length)],
    row: 'Bitcoin (BTC)',
  },
  {
    path: 'customers',
    title: 'Customers',
    kpi: ['New this month', number(newPerMonth.at(-1)!)],
    row: customers[0]!.name,
  },
  {
    path: 'influencers',
    title: 'Influencers',
    kpi: ['Campaigns', number(total(influencers.map((i) => i.campaigns)))],
    row: influencers[0]!.name,
  },
  {
    path: 'ecommerce',
    title: 'E-commerce',
    kpi: ['Orders this month', number(monthlyOrders.at(-1)!)],
    row: en.catalog.names[String(bestSellers[0]!.name) as '0'],
  },
  { path: 'file-manager', title: 'File manager', kpi: ['Files', number(files.length)], row: files[0]!.name },
  {
    path: 'invoices',
    title: 'Invoices',
    kpi: ['Total billed', reais(total(invoices.map((i) => i.amount)))],
    row: invoices[0]!.number,
  },
  {
    path: 'jobs',
    title: 'Jobs',
    kpi: ['Open positions', number(jobs.filter((j) => j.status !== 'closed').length)],
    row: en.jobs.titles['0'],
  },
  {
    path: 'logistics',
    title: 'Logistics',
    kpi: ['Delivered', number(shipments.filter((s) => s.status === 'delivered').length)],
    row: shipments[0]!.tracking,
  },
  { path: 'orders', title: 'Orders', kpi: ['Orders', number(orders.length)], row: orders[0]!.number },
  {
    path: 'products',
    title: 'Products',
    kpi: ['Out of stock', number(products.filter((p) => p.stock === 0).length)],
    row: en.catalog.names['0'],
  },
  {
    path: 'social',
    title: 'Social',
    kpi: ['Active engagements', number(ENGAGEMENTS.filter((e) => e.status === 'active').length)],
    row: `${en.social.kinds[firstEngagement.kind]} — ${firstEngagement.community}`,
  },
];

beforeAll(async () => {
  await initI18n({ lng: 'en' });
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the template dashboards', () => {
  it.each(CASES)(
    '/dashboard/$path reads its title, a headline figure and a row of its list',
    async ({ path, title, kpi, row }) => {
      renderRemoteAt(TemplatesRoutes, `/dashboard/${path}`);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(kpiValue(kpi[0])).toEqual(kpi[1]);
      expect(within(screen.getByRole('table')).getByRole('button', { name: row })).toBeInTheDocument();
    },
  );

  it('opens an engagement of the social dashboard on its own page', async () => {
    renderRemoteAt(TemplatesRoutes, `/dashboard/engagements/${DEMO_ENGAGEMENT_ID}`);
    const name = `${en.social.kinds[firstEngagement.kind]} — ${firstEngagement.community}`;
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(kpiValue('Participants')).toBe(number(firstEngagement.participants));
    expect(kpiValue('Meetings')).toBe(number(firstEngagement.meetings));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.min(8, firstEngagement.activities.length));
  });

  it('says so when an engagement does not exist', async () => {
    renderRemoteAt(TemplatesRoutes, '/dashboard/engagements/eng-0000');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Engagement not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to all engagements' })).toBeInTheDocument();
  });

  it('writes money and titles the Brazilian way in Portuguese', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    renderRemoteAt(TemplatesRoutes, '/dashboard/invoices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Faturas' })).toBeInTheDocument();
    const billed = kpiValue('Total faturado');
    expect(billed).toBe(reais(total(invoices.map((i) => i.amount)), 'pt-BR'));
    expect(billed).toMatch(/^R\$\s\d{1,3}(\.\d{3})*,\d{2}$/);
    expect(within(screen.getByRole('table')).getAllByText(/^\d{2}\/\d{2}\/\d{4}$/).length).toBeGreaterThan(0);
  });
});
