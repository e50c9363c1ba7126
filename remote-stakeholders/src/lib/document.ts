import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import type { StakeholderKind } from '../api/stakeholder.types';

const MAX_DIGITS: Record<StakeholderKind, number> = { person: 11, organization: 14 };

export const digits = (value: string): string => value.replace(/\D/g, '');

/** Masks what is typed as it is typed: CPF 000.000.000-00 for people, CNPJ 00.000.000/0000-00 otherwise. */
export const maskDocument = (value: string, kind: StakeholderKind): string => {
  const d = digits(value).slice(0, MAX_DIGITS[kind]);
  if (!d) return '';
  return kind === 'person' ? formatCpf(d) : formatCnpj(d);
};

/** Check digits included; an empty value is valid (the document is optional). */
export const isValidDocument = (value: string | null | undefined, kind: StakeholderKind): boolean => {
  if (!value || !digits(value)) return true;
  return kind === 'person' ? isValidCpf(value) : isValidCnpj(value);
};

/** CEP 00000-000. */
export const maskPostalCode = (value: string): string => {
  const d = digits(value).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
};

/** A stored document for display, masked by its length. */
export const displayDocument = (value: string | null | undefined): string => {
  if (!value) return '';
  const d = digits(value);
  if (d.length === 11) return formatCpf(d);
  if (d.length === 14) return formatCnpj(d);
  return value;
};
