// Pickers every area's forms and filters use: option lists, places, stakeholders, topics, users.
export { accentFreeSearch } from './accent-free-search';
export { CitySelect, StateSelect, type CitySelectProps } from './location-select';
export { OptionSelect, useOptionLabel, type OptionSelectProps } from './option-select';
export {
  createPickerOptionsStore,
  usePickerOptions,
  type PickerOptionsClient,
  type PickerOptionsState,
} from './picker-options.store';
export {
  QuickStakeholderDialog,
  type QuickStakeholderDialogProps,
  type QuickStakeholderSeed,
} from './quick-stakeholder-dialog';
export { findStakeholderOption, StakeholderPicker, type StakeholderPickerProps } from './stakeholder-picker';
export { TopicSelect, type TopicSelectProps } from './topic-select';
export { UserSelect, type UserSelectProps } from './user-select';
export { wrappedOption } from './wrapped-option';
