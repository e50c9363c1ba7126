// The template dashboards, each its own lazy chunk (fetched when its path is first opened); the
// charts library comes with the first of them that draws a chart, never with the remote's entry.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DashboardSection } from '../config/template-routes';

type Page = LazyExoticComponent<ComponentType>;

/** The sections whose page is a client-state app rather than a dashboard (features/). */
export type AppSection = 'kanban' | 'calendar' | 'chat' | 'mail';

export const DASHBOARD_PAGES: Record<Exclude<DashboardSection, AppSection>, Page> = {
  academy: lazy(() => import('./pages/academy.page')),
  account: lazy(() => import('./account/account.page')),
  analytics: lazy(() => import('./pages/analytics.page')),
  blog: lazy(() => import('./pages/blog.page')),
  crypto: lazy(() => import('./pages/crypto.page')),
  customers: lazy(() => import('./pages/customers.page')),
  influencers: lazy(() => import('./pages/influencers.page')),
  ecommerce: lazy(() => import('./pages/ecommerce.page')),
  'file-manager': lazy(() => import('./pages/file-manager.page')),
  invoices: lazy(() => import('./pages/invoices.page')),
  jobs: lazy(() => import('./pages/jobs.page')),
  logistics: lazy(() => import('./pages/logistics.page')),
  orders: lazy(() => import('./pages/orders.page')),
  products: lazy(() => import('./pages/products.page')),
  social: lazy(() => import('./pages/social.page')),
};

/** /dashboard/engagements/{engagementId}. */
export const EngagementDashboardPage: Page = lazy(() => import('./pages/engagement.page'));
