import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';

// Plain CPF/CNPJ helpers, kept apart from the zod schemas: the stakeholder list reads them at runtime,
// and loading zod in the browser makes it probe `new Function`, which the strict CSP reports.

/**
 * A CPF/CNPJ without its mask, upper-cased: CNPJs may be alphanumeric since July 2026
 * (IN RFB 2.229/2024), so letters are kept.
 */
export const normaliseDocument = (value: string): string => value.replace(/[.\-/\s]/g, '').toUpperCase();

/** A valid CPF or CNPJ typed whole (masked or not) as normaliseDocument writes it; else null. */
export const wholeDocumentOf = (text: string | undefined): string | null => {
  const document = normaliseDocument((text ?? '').trim());
  return isValidCpf(document) || isValidCnpj(document, { version: 2 }) ? document : null;
};
