export { PeriodPicker, type CountedPeriod, type PeriodPickerProps } from './period-picker';
export {
  DASHBOARD_PERIODS,
  DEFAULT_PERIOD,
  isCustomPeriod,
  periodApiParams,
  periodSearchParams,
  readPeriod,
  type PeriodValue,
} from './period-query';
