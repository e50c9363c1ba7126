import type { FieldError } from '@conexoes/shared/contract';

/** One issue as fastify-type-provider-zod hands it over: zod's code, path and the issue's other fields. */
export type ValidationIssue = {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const typeNames: Record<string, string> = {
  string: 'Must be text',
  number: 'Must be a number',
  int: 'Must be a whole number',
  bigint: 'Must be a whole number',
  boolean: 'Must be true or false',
  array: 'Must be a list',
  object: 'Must be an object',
  date: 'Must be a date',
};

const formatNames: Record<string, string> = {
  email: 'Must be a valid e-mail address',
  uuid: 'Must be a valid identifier',
  guid: 'Must be a valid identifier',
  datetime: 'Must be a valid date and time',
  date: 'Must be a valid date',
  time: 'Must be a valid time',
  url: 'Must be a valid web address',
};

const num = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : undefined;
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** zod's default messages ("Too small: expected string to have >=2 characters") name types, not people. */
const isZodDefault = (message = '') => /^(Invalid|Too (big|small)|Unrecognized key)/.test(message);

/**
 * A validation issue as the field error a person reads: an English sentence without paths or type
 * jargon, plus a stable `code` (and its `params`) the front end translates. A refinement's own message
 * is kept as written; it names its code with `params: { code }`.
 */
export const toFieldError = (context: string, issue: ValidationIssue): FieldError => {
  const path = [context, ...issue.instancePath.split('/').filter(Boolean)].join('.');
  const p = issue.params ?? {};
  const origin = str(p.origin);
  const at = (
    code: string,
    message: string,
    params?: Record<string, string | number | undefined>,
  ): FieldError => {
    const defined = Object.entries(params ?? {}).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined,
    );
    return { path, message, code, ...(defined.length ? { params: Object.fromEntries(defined) } : {}) };
  };

  switch (issue.keyword) {
    case 'invalid_type': {
      const expected = str(p.expected) ?? '';
      // zod reports a missing field as a wrong type whose input is undefined.
      if (/received undefined$/.test(issue.message ?? '')) return at('required', 'This field is required');
      return at('invalid_type', typeNames[expected] ?? 'Has the wrong kind of value', { expected });
    }
    case 'too_small': {
      const minimum = num(p.minimum) ?? 0;
      if (origin === 'string') {
        return minimum <= 1
          ? at('required', 'This field is required')
          : at('too_small', `Must have at least ${plural(minimum, 'character', 'characters')}`, {
              minimum,
              origin,
            });
      }
      if (origin === 'array' || origin === 'set') {
        return at('too_small', `Must have at least ${plural(minimum, 'item', 'items')}`, { minimum, origin });
      }
      const word = p.inclusive === false ? 'greater than' : 'at least';
      return at('too_small', `Must be ${word} ${minimum}`, { minimum, origin });
    }
    case 'too_big': {
      const maximum = num(p.maximum) ?? 0;
      if (origin === 'string') {
        return at('too_big', `Must have at most ${plural(maximum, 'character', 'characters')}`, {
          maximum,
          origin,
        });
      }
      if (origin === 'array' || origin === 'set') {
        return at('too_big', `Must have at most ${plural(maximum, 'item', 'items')}`, { maximum, origin });
      }
      const word = p.inclusive === false ? 'less than' : 'at most';
      return at('too_big', `Must be ${word} ${maximum}`, { maximum, origin });
    }
    case 'invalid_format': {
      const format = str(p.format) ?? 'format';
      return at('invalid_format', formatNames[format] ?? 'Is not in the expected format', { format });
    }
    case 'invalid_value': {
      const values = Array.isArray(p.values) ? p.values.map(String) : [];
      return values.length > 0 && values.length <= 12
        ? at('invalid_value', `Must be one of: ${values.join(', ')}`, { values: values.join(',') })
        : at('invalid_value', 'Is not one of the allowed values');
    }
    case 'unrecognized_keys': {
      const keys = Array.isArray(p.keys) ? p.keys.map(String) : [];
      return at('unrecognized_keys', `Unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}`, {
        keys: keys.join(','),
      });
    }
    case 'not_multiple_of':
      return at('not_multiple_of', `Must be a multiple of ${String(p.divisor)}`, { divisor: num(p.divisor) });
    case 'custom': {
      const own = (p.params as { code?: unknown } | undefined)?.code;
      const message = isZodDefault(issue.message) ? 'Is not valid' : (issue.message ?? 'Is not valid');
      // Refinements write their own sentence; they add a code only when they declare one.
      return typeof own === 'string' ? { path, message, code: own } : { path, message };
    }
    default:
      return at('invalid', 'Is not valid');
  }
};

/** The field a NUL character was found in: PostgreSQL cannot store 0x00 in text. */
export const nulFieldError = (path: string): FieldError => ({
  path,
  message: 'Must not contain a NUL character',
  code: 'nul_character',
});
