import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { onlyDigits } from '@conexoes/shared/ui';
import type { StakeholderKind } from '../api/stakeholder.types';

const MAX_DIGITS: Record<StakeholderKind, number> = { person: 11, organization: 14 };

/** The characters a document keeps: digits for a CPF; digits and letters for a CNPJ (alphanumeric since 2026). */
export const documentChars = (value: string, kind: StakeholderKind): string =>
  kind === 'person' ? onlyDigits(value) : value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/** Masks what is typed as it is typed: CPF 000.000.000-00 for people, CNPJ 00.000.000/0000-00 otherwise. */
export const maskDocument = (value: string, kind: StakeholderKind): string => {
  const d = documentChars(value, kind).slice(0, MAX_DIGITS[kind]);
  if (!d) return '';
  return kind === 'person' ? formatCpf(d) : formatCnpj(d, { version: 2 });
};

/** Check digits included; an empty value is valid (the document is optional). */
export const isValidDocument = (value: string | null | undefined, kind: StakeholderKind): boolean => {
  if (!value || !documentChars(value, kind)) return true;
  return kind === 'person' ? isValidCpf(value) : isValidCnpj(value, { version: 2 });
};

/** A stored document for display, masked by its length. */
export const displayDocument = (value: string | null | undefined): string => {
  if (!value) return '';
  const d = value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  if (/^\d{11}$/.test(d)) return formatCpf(d);
  if (d.length === 14) return formatCnpj(d, { version: 2 });
  return value;
};
