import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ImportReport } from '@conexoes/shared/contract';
import { refreshStatisticsOf } from '../../db/statistics.jobs';
import { QueueStoppedError, type JobContext } from '../jobs';
import { HttpProblem, unprocessable } from '../problem';
import type { RequestScope } from '../scope';
import { interruptedMessage } from './import-outcome';

/** Busboy's own messages for a body it cannot parse (plain Errors, which would answer 500). */
const brokenMultipart = /multipart|boundary|terminated early/i;

/**
 * The one file of a multipart upload, or the 4xx problem of a broken one: no boundary in the
 * Content-Type, a body that ends before its closing boundary, a NUL in the file's name (PostgreSQL
 * refuses it in text). multipart's own limits keep their 413.
 */
export const readUpload = async (
  request: FastifyRequest,
): Promise<{ buffer: Buffer; fileName: string | null }> => {
  if (!request.isMultipart())
    throw new HttpProblem(415, 'Upload the file as multipart/form-data in the field "file"');
  try {
    const part = await request.file();
    if (!part) throw unprocessable([{ path: 'body.file', message: 'The file is required' }]);
    const buffer = await part.toBuffer();
    if (part.filename.includes('\0'))
      throw unprocessable([
        { path: 'body.file', message: 'The file name contains a NUL character: rename the file' },
      ]);
    return { buffer, fileName: part.filename ? part.filename.slice(0, 255) : null };
  } catch (error) {
    if (error instanceof HttpProblem || !(error instanceof Error) || !brokenMultipart.test(error.message))
      throw error;
    if (/boundary not found|boundary required/i.test(error.message))
      throw new HttpProblem(400, 'The multipart/form-data Content-Type has no boundary');
    throw new HttpProblem(400, 'The multipart body is incomplete: the upload ended before the file did');
  }
};

/**
 * Queues a started import on the app's job queue (decision 0028) and answers it: the finished report
 * (or its problem), or — with `Prefer: respond-async` — 202 at once with the job and its `Location`,
 * the client then polling `<area>/import/{jobId}`. A queue already stopping records the job as
 * interrupted and answers 503.
 */
export const answerImport = async <P>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  job: {
    queue: string;
    payload: P;
    jobId: string;
    scope: RequestScope;
    service: {
      interrupt: (scope: RequestScope, jobId: string) => Promise<unknown>;
      readJob: (scope: RequestScope, jobId: string) => Promise<ImportReport>;
    };
  },
): Promise<ImportReport | FastifyReply> => {
  const { scope, jobId, service } = job;
  let done: Promise<ImportReport>;
  try {
    ({ done } = await app.jobs.enqueue<P, ImportReport>(job.queue, job.payload, { id: jobId }));
  } catch (error) {
    if (!(error instanceof QueueStoppedError)) throw error;
    await service.interrupt(scope, jobId);
    throw new HttpProblem(503, interruptedMessage);
  }

  if (/\brespond-async\b/i.test(String(request.headers.prefer ?? ''))) {
    // Large files: answer now, the client polls import/{jobId}; the outcome lands in the job.
    done.catch((error: unknown) => {
      if (!(error instanceof HttpProblem))
        request.log.error({ err: error instanceof Error ? error.message : error }, 'import failed');
    });
    return reply
      .code(202)
      .header('location', `${request.url.split('?')[0]?.replace(/\/import(\/[a-z]+)?$/, '/import')}/${jobId}`)
      .send(await service.readJob(scope, jobId));
  }
  return done;
};

/**
 * An import's job handler: `run` (which commits, or rolls back and reports why), then — when it wrote
 * rows — the statistics of the tables an import of this kind writes, refreshed on the embedded database
 * (refreshStatisticsOf: queued, the report does not wait for it).
 */
export const importJob =
  <J>(app: FastifyInstance, run: (job: J, signal: AbortSignal) => Promise<ImportReport>, wrote: PgTable[]) =>
  async (job: J, { signal }: JobContext): Promise<ImportReport> => {
    const report = await run(job, signal);
    if (report.status === 'applied' && report.counts.created + report.counts.updated > 0)
      refreshStatisticsOf(app, wrote);
    return report;
  };
