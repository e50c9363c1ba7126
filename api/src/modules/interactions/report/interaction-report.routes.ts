import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { interactionSearchQuerySchema } from '@conexoes/shared/contract';
import { appLocale, labelLocale } from '../../../lib/locale';
import { unprocessable } from '../../../lib/problem';
import { callerDateFormat } from '../../../lib/date-format';
import { callerTimeZone, fileStampIn } from '../../../lib/time-zone';
import { requireScope } from '../../../plugins/auth.plugin';
import { basicInfoOnly } from '../interaction-basic-info';
import { createInteractionRepository } from '../interaction.repository';
import { createInteractionReportQuery } from './interaction-report.query';
import { createReportContext } from './report-context';
import { reportWords } from './report-words';

/**
 * Most interactions a report lists (docs/decisions/0031): its figures always cover the whole search;
 * past this the list stops and the cover says so. 2,000 interactions are about 470 pages, written in
 * a few seconds. Operators may lower or raise it with INTERACTION_REPORT_LIMIT.
 */
export const DEFAULT_REPORT_LIMIT = 2000;
const reportLimit = () => {
  const configured = Number(process.env.INTERACTION_REPORT_LIMIT);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_REPORT_LIMIT;
};

/** The search's query without paging: the report is the whole result set. */
const reportQuerySchema = interactionSearchQuerySchema.omit({ page: true, size: true });

/**
 * SPEC §7: GET social-interactions/report with the search's query → a PDF (cover, figures and
 * charts, then each interaction) in the caller's language (Accept-Language), streamed as it is
 * written. Flag `socialInteractions.view`: a report is for reading what one may already see.
 * onlyBasicInfo: people's names and the free-text fields are left out (decision 0031).
 */
export const interactionReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createInteractionRepository(app.db);
  const report = createInteractionReportQuery(app.db, repository);
  const contextOf = createReportContext(app.db);

  app.get(
    '/report',
    {
      config: { permission: [['socialInteractions', 'view']] },
      schema: {
        tags: ['social-interactions'],
        querystring: reportQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const query = request.query;
      if (query.from && query.to && query.from > query.to)
        throw unprocessable([
          { path: 'query.from', message: 'Must not be after the end date', code: 'date_order' },
        ]);
      const locale = appLocale(request);
      const restricted = basicInfoOnly(scope);
      const limit = reportLimit();
      // Everything that can fail on bad input runs before the first byte, so it is still a problem+json.
      const [context, figures] = await Promise.all([
        contextOf(scope, query, labelLocale(request)),
        report.figures(scope, query),
      ]);
      const listed = Math.min(figures.total, limit);
      const generatedAt = new Date();
      const timeZone = callerTimeZone(request);
      // PDFKit is loaded on the first report, not at start (decision 0046).
      const { createInteractionReport } = await import('./interaction-report.pdf');
      const pdf = createInteractionReport({
        locale,
        context,
        query,
        figures,
        listed,
        restricted,
        generatedAt,
        timeZone,
        dateFormat: callerDateFormat(request),
      });

      const started = Date.now();
      const produce = async () => {
        for await (const batch of report.rows(scope, query, { limit, restricted })) pdf.addRows(batch);
        pdf.finish();
      };
      produce()
        .then(() =>
          request.log.info(
            { interactions: listed, total: figures.total, restricted, ms: Date.now() - started },
            'interaction report written',
          ),
        )
        .catch((error: unknown) => {
          request.log.error({ err: error instanceof Error ? error.message : error }, 'report failed');
          pdf.doc.destroy(error instanceof Error ? error : new Error('report failed'));
        });

      // "relatorio-interacoes-2026-11-25-0930.pdf": what and when (on the caller's clock), in the reader's language.
      const stamp = fileStampIn(timeZone, generatedAt);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${reportWords[locale].fileStem}-${stamp}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf.doc);
    },
  );
};
