import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError } from '@conexoes/shared/contract';
import { HttpProblem, pgCode, problem } from '../lib/problem';
import { nulFieldError, toFieldError } from './field-messages';

const sendProblem = (reply: FastifyReply, status: number, detail: string, errors?: FieldError[]) =>
  reply
    .code(status)
    .type('application/problem+json; charset=utf-8')
    .send(problem(status, detail, errors));

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

const isPlain = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  // The query parser's objects inherit from a prototype-less `Empty`; streams and buffers are skipped.
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
};

/** Paths (`query.q`, `body.items.2.name`) of the first few strings or keys holding U+0000. */
export const nulPaths = (root: string, value: unknown, limit = 5): string[] => {
  const found: string[] = [];
  // Iterative, so a deeply nested body cannot overflow the stack.
  const stack: Array<[string, unknown]> = [[root, value]];
  while (stack.length > 0 && found.length < limit) {
    const [path, current] = stack.pop() as [string, unknown];
    if (typeof current === 'string') {
      if (current.includes('\0')) found.push(path);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([`${path}.${index}`, item]));
    } else if (isPlain(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\0')) found.push(`${path}.${key.replaceAll('\0', '')}`);
        else stack.push([`${path}.${key}`, item]);
      }
    }
  }
  return found;
};

/**
 * PostgreSQL refuses U+0000 in text and jsonb, so one check for the whole API, before validation:
 * in a path parameter it names no record (404); in the query or a JSON body it is a field error (422).
 */
const refuseNul = async (request: FastifyRequest) => {
  if (nulPaths('params', request.params, 1).length > 0) throw new HttpProblem(404, NOT_FOUND);
  const errors = [...nulPaths('query', request.query), ...nulPaths('body', request.body)].map(nulFieldError);
  if (errors.length > 0) throw new HttpProblem(422, INVALID_FIELDS, errors);
};

const NOT_FOUND = 'The record was not found';
const INVALID_FIELDS = 'The request has invalid fields';

// Fastify's own client errors we pass on with a fixed, internals-free detail.
const clientErrors: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
};

/**
 * Errors Fastify raises before routing (the `frameworkErrors` option of the server, set in app.ts): an
 * over-long path parameter names no record (404, like a malformed id); a badly encoded address is a 400.
 */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendProblem(reply, 404, NOT_FOUND);
  if (error.code === 'FST_ERR_BAD_URL') return sendProblem(reply, 400, 'The address is not valid');
  return sendProblem(reply, 400, 'The request is not valid');
};

/** Every error leaves as application/problem+json; 5xx bodies carry no internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, 404, `No route for ${request.method} ${request.url.split('?')[0]}`),
  );

  app.addHook('preValidation', refuseNul);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpProblem) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendProblem(reply, error.status, error.message, error.errors);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path is a record that does not exist, not a form to correct.
      if (error.validationContext === 'params') return sendProblem(reply, 404, NOT_FOUND);
      const context =
        error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
      const errors = error.validation.map((issue) => toFieldError(context, issue));
      return sendProblem(reply, 422, INVALID_FIELDS, errors);
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
