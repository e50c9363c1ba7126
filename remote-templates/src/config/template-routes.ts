// The template paths of SPEC §2, as data so routes and tests share one list.
export const DASHBOARD_SECTIONS = [
  'academy',
  'account',
  'analytics',
  'blog',
  'calendar',
  'chat',
  'crypto',
  'customers',
  'influencers',
  'ecommerce',
  'file-manager',
  'invoices',
  'jobs',
  'kanban',
  'logistics',
  'mail',
  'orders',
  'products',
  'social',
] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

export const AUTH_DEMO_PAGES = [
  'forgot-password',
  'login',
  'register',
  'reset-password',
  'verify-code',
] as const;
export type AuthDemoPage = (typeof AUTH_DEMO_PAGES)[number];

export const AUTH_DEMO_VARIANTS = ['classic', 'modern'] as const;
export type AuthDemoVariant = (typeof AUTH_DEMO_VARIANTS)[number];
