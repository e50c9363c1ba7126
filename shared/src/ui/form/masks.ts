// Brazilian input formats (SPEC: a Brazilian product). Fields keep the formatted text; the API gets
// digits only (the contract's "only the digits of a CEP or phone").

export const onlyDigits = (value: string | null | undefined): string => (value ?? '').replace(/\D/g, '');

/** Phone as typed: (31) 3551-1234 for a landline, (31) 98765-4321 for a mobile; +55 is dropped. */
export const maskPhone = (value: string | null | undefined): string => {
  let d = onlyDigits(value);
  if (d.length > 11 && d.startsWith('55')) d = d.slice(2);
  d = d.slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  const area = `(${d.slice(0, 2)}) `;
  const rest = d.slice(2);
  const split = rest.length > 8 ? 5 : 4;
  return rest.length > split ? `${area}${rest.slice(0, split)}-${rest.slice(split)}` : `${area}${rest}`;
};

/** A complete Brazilian number: area code + 8 (landline) or 9 digits (mobile, starting with 9). */
export const isValidPhone = (value: string | null | undefined): boolean => {
  const d = onlyDigits(value);
  if (!d) return true;
  if (!/^[1-9][1-9]/.test(d)) return false;
  return d.length === 10 || (d.length === 11 && d[2] === '9');
};

/** CEP 00000-000. */
export const maskPostalCode = (value: string | null | undefined): string => {
  const d = onlyDigits(value).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
};

export const isValidPostalCode = (value: string | null | undefined): boolean => {
  const d = onlyDigits(value);
  return !d || d.length === 8;
};
