// Exposed as `./routes`: relative <Routes> the host mounts at the app root for this remote's
// prefixes (the host creates the only router). Unknown paths below those prefixes go to /404.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Spin } from 'antd';
import { Navigate, Route, Routes } from 'react-router-dom';
import './i18n/register';
import { DASHBOARD_PAGES, EngagementDashboardPage } from './dashboards/dashboard-pages';
import {
  AUTH_DEMO_PAGES,
  AUTH_DEMO_VARIANTS,
  DASHBOARD_SECTIONS,
  type DashboardSection,
} from './config/template-routes';

// Each template page is its own chunk, fetched when its path is first opened: the first template
// page a person opens downloads only that page (and nothing of the template area ever reaches
// /auth/login or a product page: the host loads this remote only on its own paths). A full record:
// a section added without its page fails the typecheck. (/dashboard itself is remote-admin's overview.)
const SECTION_PAGES: Record<DashboardSection, LazyExoticComponent<ComponentType>> = {
  kanban: lazy(() => import('./features/kanban/kanban.page')),
  calendar: lazy(() => import('./features/calendar/calendar.page')),
  chat: lazy(() => import('./features/chat/chat.page')),
  mail: lazy(() => import('./features/mail/mail.page')),
  ...DASHBOARD_PAGES,
};

const AuthDemoPage = lazy(() => import('./features/auth-demo/auth-demo.page'));
const PricingPage = lazy(() => import('./features/general/pricing.page'));
const CheckoutPage = lazy(() => import('./features/general/checkout.page'));
const ContactPage = lazy(() => import('./features/general/contact.page'));
const DocsPage = lazy(() => import('./features/docs/docs.page'));
const LandingPage = lazy(() => import('./features/landing/landing.page'));
const ShowcasePage = lazy(() => import('./features/showcase/showcase.page'));

const whileLoading = <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;

const lazyPage = (Page: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={whileLoading}>
    <Page />
  </Suspense>
);

export function TemplatesRoutes() {
  return (
    <Routes>
      <Route index element={lazyPage(LandingPage)} />
      <Route path="checkout" element={lazyPage(CheckoutPage)} />
      <Route path="contact" element={lazyPage(ContactPage)} />
      <Route path="pricing" element={lazyPage(PricingPage)} />
      {AUTH_DEMO_PAGES.map((page) => [
        <Route key={page} path={`auth-demo/${page}`} element={<Navigate to="classic" replace />} />,
        ...AUTH_DEMO_VARIANTS.map((variant) => (
          <Route
            key={`${page}/${variant}`}
            path={`auth-demo/${page}/${variant}`}
            element={
              <Suspense fallback={whileLoading}>
                <AuthDemoPage page={page} variant={variant} />
              </Suspense>
            }
          />
        )),
      ])}
      {DASHBOARD_SECTIONS.map((section) => (
        <Route key={section} path={`dashboard/${section}`} element={lazyPage(SECTION_PAGES[section])} />
      ))}
      <Route path="dashboard/engagements/:engagementId" element={lazyPage(EngagementDashboardPage)} />
      <Route path="components" element={<Navigate to="buttons" replace />} />
      <Route path="components/:section" element={lazyPage(ShowcasePage)} />
      <Route path="docs" element={<Navigate to="getting-started" replace />} />
      <Route path="docs/:slug" element={lazyPage(DocsPage)} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}

export default TemplatesRoutes;
