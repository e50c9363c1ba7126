export * from './api-client';
export * from './file-transfer';
export { isProblem, toProblem } from './problem';
export { browserLocation } from './browser-location';
export { toFieldErrors, type FieldErrors } from './field-errors';
export { useApiQuery, useApiMutation, type ApiQuery, type ApiMutation, type MutationResult } from './use-api';
export { optionsApi, type OptionsApi, type OptionList } from './options.api';
