import { useTranslation } from 'react-i18next';
import { DASHBOARDS_NS } from '../dashboards.i18n';

/** The dashboards' translate function (their own namespace). */
export const useDashT = () => useTranslation(DASHBOARDS_NS).t;
