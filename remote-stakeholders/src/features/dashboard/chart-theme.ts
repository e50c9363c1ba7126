// The one chart-theme hook lives in @conexoes/shared/ui (the interaction dashboards use it too).
export { useChartTheme } from '@conexoes/shared/ui';
