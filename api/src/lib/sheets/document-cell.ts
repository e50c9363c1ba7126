import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';

/**
 * A stored CPF or CNPJ (digits, or digits and letters for the 2026 CNPJ) as a person writes it in a
 * spreadsheet: 000.000.000-00 or 00.000.000/0000-00. Also what keeps a spreadsheet from reading
 * "01234567890" as a number and dropping its leading zero. The imports take either form.
 */
export const documentCell = (stored: string | null | undefined): string | null => {
  if (!stored) return stored ?? null;
  if (/^\d{11}$/.test(stored)) return formatCpf(stored);
  if (/^[0-9A-Z]{12}\d{2}$/.test(stored)) return formatCnpj(stored, { version: 2 });
  return stored;
};
