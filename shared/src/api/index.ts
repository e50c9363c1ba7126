export * from './api-client';
export * from './file-transfer';
export { isProblem, toProblem } from './problem';
export { browserLocation } from './browser-location';
export { toFieldErrors, type FieldErrors } from './field-errors';
export { useApiQuery, useApiMutation, type ApiQuery, type ApiMutation, type MutationResult } from './use-api';
export { useSearchText } from './use-search-text';
export { useCodeSearch, wholeCodeOf } from './use-code-search';
export { optionsApi, type OptionsApi, type OptionList } from './options.api';
export {
  defineListQuery,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type FilterKind,
  type FilterSpec,
  type IntegerRange,
  type FilterValues,
  type ListQuery,
  type ListQueryDefinition,
  type ListQueryFunctions,
  type ListQueryInput,
  type TrimmedText,
} from './list-query';
