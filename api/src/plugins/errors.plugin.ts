import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError } from '@conexoes/shared/contract';
import { HttpProblem, problem } from '../lib/problem';

const sendProblem = (reply: FastifyReply, status: number, detail: string, errors?: FieldError[]) =>
  reply
    .code(status)
    .type('application/problem+json; charset=utf-8')
    .send(problem(status, detail, errors));

/** PostgreSQL error code, wherever the driver or drizzle nested it. */
const pgCode = (error: unknown): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

/** Drizzle puts query parameters (hashes, e-mails) in its messages; logs get the query without them. */
const loggable = (error: Error) => {
  const message = error.message.replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]');
  return {
    type: error.name,
    code: pgCode(error),
    message,
    stack: error.stack?.split(error.message).join(message),
  };
};

// Fastify's own client errors we pass on with a fixed, internals-free detail.
const clientErrors: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
};

/** Every error leaves as application/problem+json; 5xx bodies carry no internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, 404, `No route for ${request.method} ${request.url.split('?')[0]}`),
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpProblem) return sendProblem(reply, error.status, error.message, error.errors);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'Invalid value',
      }));
      return sendProblem(reply, 422, 'The request has invalid fields', errors);
    }

    if (error.code === 'FST_ERR_RESPONSE_SERIALIZATION') {
      request.log.error({ err: loggable(error) }, 'response does not match its schema');
      return sendProblem(reply, 500, 'Internal server error');
    }

    const known = error.code ? clientErrors[error.code] : undefined;
    if (known && error.statusCode) return sendProblem(reply, error.statusCode, known);

    if (error.statusCode === 429) {
      return sendProblem(reply, 429, 'Too many requests, try again later');
    }

    const code = pgCode(error);
    if (code === '23505')
      return sendProblem(reply, 409, 'A record with the same unique value already exists');

    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendProblem(reply, error.statusCode, error.message);
    }

    request.log.error({ err: loggable(error) }, 'unhandled error');
    return sendProblem(reply, 500, 'Internal server error');
  });
});
