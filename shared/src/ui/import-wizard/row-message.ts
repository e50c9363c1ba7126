import type { ImportRowError } from '@conexoes/shared';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * One row's problem in the reader's language: the precise sentence for its `messageCode` with the
 * values it names, else the broader `code`'s; the API's English text only for a code this build does
 * not know yet (the contract allows new ones). `t` is bound to the wizard's namespace.
 */
export const rowMessage = (t: Translate, e: ImportRowError): string =>
  e.messageCode
    ? t(`messages.${e.messageCode}`, { ...e.params, defaultValue: e.message })
    : t(`codes.${e.code}`, { defaultValue: e.message });
