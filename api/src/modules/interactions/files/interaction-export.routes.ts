import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerDateFormat } from '../../../lib/date-format';
import {
  hasPermission,
  interactionExportQuerySchema,
  interactionPersonalFields,
  type InteractionDirection,
  type InteractionRole,
  type GrievanceOutcome,
} from '@conexoes/shared/contract';
import { appLocale, labelLocale, pickLabel, type AppLocale, type LabelLocale } from '../../../lib/locale';
import { callerTimeZone, fileStampIn } from '../../../lib/time-zone';
import type { RequestScope } from '../../../lib/scope';
import { documentCell } from '../../../lib/sheets/document-cell';
import { createExportFile, csvDelimiterOf, type ExportCell } from '../../../lib/sheets/export-file';
import { requireScope } from '../../../plugins/auth.plugin';
import { createOptionRepository } from '../../options/option.repository';
import { basicInfoOnly, namedOf, withoutPersonalText } from '../interaction-basic-info';
import { createInteractionRepository } from '../interaction.repository';
import {
  directionWords,
  interactionColumnLabels,
  interactionExportColumns,
  interactionExportOnlyLabels,
  interactionFileStem,
  interactionSheetName,
  LIST_SEPARATOR,
  personalInteractionColumns,
  roleWords,
  yesNoWords,
  grievanceOutcomeWords,
  isExportOnlyColumn,
  type InteractionExportColumn,
} from './interaction-columns';
import { createInteractionExportRepository, type ExportSource } from './interaction-export.repository';

const contentTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** The option lists whose codes the file shows as labels. */
const labelledLists = {
  type: 'interactionType',
  channel: 'channel',
  classification: 'classification',
  status: 'status',
  perception: 'perception',
} as const;

type Row = Record<InteractionExportColumn, ExportCell>;

/**
 * Words one interaction as a person reads it, in the caller's language: labelled options, names,
 * Brazilian dates — all of which the standard import reads back (docs/imports.md "Interactions").
 * onlyBasicInfo: people (natural persons) are not named, free text about them is not written — the
 * rule of the JSON routes and the report (interaction-basic-info.ts).
 */
const presenter = (
  locale: AppLocale,
  labels: Record<keyof typeof labelledLists, Map<string, string>>,
  restricted: boolean,
) => {
  const directions = directionWords[locale];
  const roles = roleWords[locale];
  const yesNo = yesNoWords[locale];
  const outcomes = grievanceOutcomeWords[locale];
  const label = (list: keyof typeof labelledLists, code: string | null) =>
    code === null ? null : (labels[list].get(code) ?? code);
  return (source: ExportSource): Row => {
    const r = withoutPersonalText(source, restricted);
    const shown = namedOf(r.linked, restricted);
    return {
      code: r.code,
      startsAt: r.startsAt,
      endsAt: r.endsAt,
      subject: r.subject,
      description: r.description ?? null,
      direction: directions[r.direction as InteractionDirection] ?? r.direction,
      type: label('type', r.typeCode),
      channel: label('channel', r.channelCode),
      classification: label('classification', r.classificationCode),
      status: label('status', r.statusCode),
      perception: label('perception', r.perception),
      state: r.state,
      municipality: r.municipality,
      latitude: r.latitude,
      longitude: r.longitude,
      stakeholders: shown
        .map((s) =>
          s.role === 'participant' ? s.name : `${s.name} (${roles[s.role as InteractionRole] ?? s.role})`,
        )
        .join(LIST_SEPARATOR),
      // Aligned with the names; a stakeholder without a document leaves its place empty.
      stakeholderDocuments: shown.some((s) => s.document)
        ? shown.map((s) => documentCell(s.document) ?? '').join(LIST_SEPARATOR)
        : null,
      participants: r.participants,
      topics: r.topics,
      ods: r.ods,
      odsAll: r.odsAll,
      issuesRaised: r.issuesRaised ?? null,
      response: r.response ?? null,
      followUpRequired: r.followUpRequired ? yesNo.yes : yesNo.no,
      followUpDue: r.followUpDue,
      followUpOwner: r.followUpOwner,
      grievanceAcknowledgedOn: r.grievanceAcknowledgedOn,
      grievanceRespondedOn: r.grievanceRespondedOn,
      grievanceClosedOn: r.grievanceClosedOn,
      grievanceOutcome: r.grievanceOutcome
        ? (outcomes[r.grievanceOutcome as GrievanceOutcome] ?? r.grievanceOutcome)
        : null,
      grievanceConfidential: r.confidential ? yesNo.yes : null,
    };
  };
};

/** Free text about the people involved: not in an onlyBasicInfo user's file at all. */
const restrictedColumns: ReadonlySet<InteractionExportColumn> = new Set<InteractionExportColumn>([
  ...personalInteractionColumns,
  ...interactionPersonalFields,
]);

/**
 * SPEC §7: GET social-interactions/export with the search query → XLSX (default) or CSV, streamed
 * (lib/sheets/export-file.ts): every row the search finds, in its order, without paging. Flag
 * `socialInteractions.view`: what the list shows, as a file.
 */
export const interactionExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const records = createInteractionExportRepository(app.db, createInteractionRepository(app.db));
  const optionRepository = createOptionRepository(app.db);

  const optionLabels = async (scope: RequestScope, locale: LabelLocale) =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(labelledLists).map(async ([key, list]) => {
          const rows = await optionRepository.list(scope, list);
          return [key, new Map(rows.map((o) => [o.code, pickLabel(locale, o)]))] as const;
        }),
      ),
    ) as Record<keyof typeof labelledLists, Map<string, string>>;

  app.get(
    '/export',
    {
      config: { permission: [['socialInteractions', 'view']] },
      schema: {
        tags: ['social-interactions'],
        querystring: interactionExportQuerySchema,
        produces: Object.values(contentTypes),
      },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const { format, ...query } = request.query;
      const restricted = basicInfoOnly(scope);
      // A stakeholder's CPF/CNPJ is a personal field of the stakeholders area: only to a caller who
      // reads stakeholders there in full (decision 0005), whatever they may read of interactions.
      const documentsReadable =
        hasPermission(scope.permissions, 'stakeholders', 'view') &&
        !hasPermission(scope.permissions, 'stakeholders', 'onlyBasicInfo');
      const columns = interactionExportColumns.filter(
        (c) =>
          !(restricted && restrictedColumns.has(c)) &&
          !(!documentsReadable && !isExportOnlyColumn(c) && personalInteractionColumns.has(c)),
      );
      const locale = appLocale(request);
      const present = presenter(locale, await optionLabels(scope, labelLocale(request)), restricted);
      const timeZone = callerTimeZone(request);
      const rows = records.records(scope, query, timeZone);
      // The first batch is read before answering, so a failing query is still a problem+json.
      const first = await rows.next();
      const { output, sink } = createExportFile(format, columns, {
        headers: columns.map((c) =>
          isExportOnlyColumn(c) ? interactionExportOnlyLabels[locale][c] : interactionColumnLabels[locale][c],
        ),
        sheetName: interactionSheetName[locale],
        csvDelimiter: csvDelimiterOf(locale),
        dates: [
          'startsAt',
          'endsAt',
          'followUpDue',
          'grievanceAcknowledgedOn',
          'grievanceRespondedOn',
          'grievanceClosedOn',
        ],
        dateFormat: callerDateFormat(request),
      });

      const produce = async () => {
        let count = 0;
        if (!first.done) {
          await sink.write(present(first.value));
          count += 1;
          for await (const record of rows) {
            await sink.write(present(record));
            count += 1;
          }
        }
        await sink.end();
        return count;
      };
      produce()
        .then((count) => request.log.info({ format, rows: count, restricted }, 'interactions exported'))
        .catch((error: unknown) => {
          request.log.error({ err: error instanceof Error ? error.message : error }, 'export failed');
          output.destroy(error instanceof Error ? error : new Error('export failed'));
        });

      // "interacoes-sociais-2026-11-25-0930.xlsx": what, when, in the reader's language.
      const stamp = fileStampIn(timeZone);
      return reply
        .type(contentTypes[format])
        .header(
          'content-disposition',
          `attachment; filename="${interactionFileStem[locale]}-${stamp}.${format}"`,
        )
        .header('cache-control', 'no-store')
        .send(output);
    },
  );
};
