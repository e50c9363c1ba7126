import type { ReactNode } from 'react';
import { PageHeader } from '@conexoes/shared/ui';
import './dashboards.css';

export type DashboardPageProps = {
  title: string;
  /** One line under the title: what the page is about, with a note that the data is a demo. */
  subtitle?: string;
  extra?: ReactNode;
  children: ReactNode;
};

/** A template dashboard: its one h1, a line of context, then its panels. */
export function DashboardPage({ title, subtitle, extra, children }: DashboardPageProps) {
  return (
    <div className="dash-page">
      <PageHeader title={title} extra={extra} />
      {subtitle ? <p className="dash-subtitle">{subtitle}</p> : null}
      {children}
    </div>
  );
}

/** A row of KPI cards, as many per line as fit (one on a phone). */
export const KpiRow = ({ children }: { children: ReactNode }) => <div className="dash-kpis">{children}</div>;

/** Two panels side by side from 900 px, the first wider; stacked below. */
export const PanelRow = ({ children, even = false }: { children: ReactNode; even?: boolean }) => (
  <div className={even ? 'dash-panels dash-panels-even' : 'dash-panels'}>{children}</div>
);
