export * from './api-client';
export * from './file-transfer';
export { isProblem, toProblem } from './problem';
export { browserLocation } from './browser-location';
export { toFieldErrors, type FieldErrors } from './field-errors';
