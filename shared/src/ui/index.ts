// `@conexoes/shared/ui`: antd components every area uses. Not a federation share (only the root
// `@conexoes/shared` is): each app bundles what it imports of it, while antd, React and the shared
// root stay the singletons (docs/decisions/0010-front-end-weight.md). So code here reaches the
// shared root's state (session token, i18n, toasts) only through `@conexoes/shared`, never `../`:
// a relative import would bundle a second, empty copy of it (ui-imports.test.ts).
export * from './attachments';
export * from './form';
export * from './import-wizard';
export { OptionListEditor, type OptionListEditorProps } from './option-list-editor';
export * from './pickers';
export { PageHeader, type PageHeaderProps } from './page-header';
export * from './period';
export { ChartCard, type ChartCardProps } from './chart-card';
export { useChartTheme } from './chart-theme';
export { dateInputFormats, useDateInput, useDatePattern, type DateInputProps } from './date-pattern';
export { DateTimePicker, type DateTimePickerProps } from './date-time-picker';
export {
  useReadOnlyOwners,
  useRecordWorkspace,
  useWorkspaceChoices,
  useWorkspaceName,
  type WorkspaceChoiceOption,
} from './workspace-choices';
export { WorkspaceSelect, type WorkspaceSelectProps } from './workspace-select';
export { EmailAddress } from './email-address';
export { ActiveTag } from './active-tag';
export { COMMITMENT_STATUS_COLORS, PLAN_STATUS_COLORS } from './commitment-status-colors';
export { CARD_CONFIG } from './card-config';
export { CLEARABLE, CLEAR_ICON_CONFIG, ClearIcon } from './clear-icon';
export { SELECT_ICONS_CONFIG, searchable } from './select-icons';
export { SEARCH_ICON_CONFIG, SearchIcon } from './search-icon';
export { STEPPERS } from './step-icons';
export { TREE_SWITCHER } from './tree-switcher';
export { PAGE_ITEMS } from './page-items';
export { CONFIRM_DIALOG, ConfirmPopover } from './confirm-popover';
export { focusIsLost } from './focus-return';
export { MenuDropdown, pickMenuItemWithSpace, type MenuDropdownProps } from './menu-dropdown';
export { MountedDialog } from './mounted-dialog';
export { Loading, useLazyPartsDrawn, type LazyPartProbe } from './loading';
export { useRecordPartsDrawn } from './record-parts';
export { ProblemAlert, type ProblemAlertProps } from './problem-alert';
export { RecordUnavailable, type RecordUnavailableProps } from './record-unavailable';
export { SectionTabs, type SectionTabsProps } from './section-tabs';
export {
  ColorSwatch,
  SEGMENT_COLORS,
  SegmentLinks,
  colorAt,
  type Segment,
  type SegmentLinksProps,
} from './segment-links';
export { odsColor } from './ods-colors';
export { tablePageChange, type TablePage } from './table-change';
export { useListTable, type ListTable } from './list-table';
export { CappedTotal, type CappedTotalProps } from './capped-total';
export { useTableFits } from './table-fits';
export { StandaloneShell, startStandalone, type StandaloneShellProps } from './standalone';
export { useMonthLabel } from './month-label';
export { countAxisLabel, useCategoryAxis } from './chart-axis';
