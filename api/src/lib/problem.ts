import { STATUS_CODES } from 'node:http';
import type { FieldError, Problem } from '@conexoes/shared/contract';

/** A refusal the client should see as it is: status, detail and, for 422, field errors. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly errors?: FieldError[];
  /** Sent as `Retry-After` (429, 503). */
  readonly retryAfterSeconds?: number;
  constructor(
    status: number,
    detail: string,
    errors?: FieldError[],
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(detail);
    this.name = 'HttpProblem';
    this.status = status;
    this.errors = errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const problem = (status: number, detail: string, errors?: FieldError[]): Problem => ({
  type: 'about:blank',
  title: STATUS_CODES[status] ?? 'Error',
  status,
  detail,
  ...(errors && errors.length > 0 ? { errors } : {}),
});

export const notFound = (what = 'Resource'): HttpProblem => new HttpProblem(404, `${what} not found`);
export const forbidden = (detail = 'You are not allowed to do this'): HttpProblem =>
  new HttpProblem(403, detail);
export const unprocessable = (errors: FieldError[], detail = 'The request has invalid fields'): HttpProblem =>
  new HttpProblem(422, detail, errors);
/**
 * A 422 naming each of `fields` the body lacks, in the same words and code as the contract's own
 * "required" (plugins/field-messages.ts): for fields a schema leaves optional only for some callers.
 */
export const requirePresent = <T extends object>(body: T, fields: readonly (keyof T & string)[]): void => {
  const missing = fields.filter((field) => body[field] === undefined);
  if (missing.length > 0)
    throw unprocessable(
      missing.map((field) => ({
        path: `body.${field}`,
        message: 'This field is required',
        code: 'required',
      })),
    );
};
export const conflict = (detail: string, errors?: FieldError[]): HttpProblem =>
  new HttpProblem(409, detail, errors);

/** PostgreSQL error code, wherever the driver or drizzle nested it (`23505`: a unique index refused). */
export const pgCode = (error: unknown): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};
