import path from 'node:path';
import {
  isEndingStatus,
  isGrievance,
  odsGoals,
  odsLabel,
  twelveHourClock,
  writeDay,
  type DateFormat,
} from '@conexoes/shared/contract';
import { placeLabel } from '@conexoes/shared/locations';
import PDFDocument from 'pdfkit';
import type { AppLocale } from '../../../lib/locale';
import { offsetMinutesAt, zoneNameIn } from '../../../lib/time-zone';
import { chartColors, columnChart, horizontalBars, horizontalChartHeight, type Bar } from './report-charts';
import { labelOf, type LabelField, type ReportContext } from './report-context';
import type { ReportFigures, ReportQuery, ReportRow } from './interaction-report.query';
import { reportWords } from './report-words';

/*
 * DejaVu Sans, embedded (subset): PDFKit's built-in Helvetica only knows WinAnsi (CP1252), which has
 * "ç ã õ é" but not what names and notes also hold — "ỹ" of Guarani names, "ł", "→", "≤"... — and an
 * unembedded font is drawn with whatever the reader's machine has. docs/decisions/0031.
 */
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONTS = { regular: 'report-regular', bold: 'report-bold' } as const;

const MARGIN = 50;
const FOOTER = 30;
/** Space a new interaction needs on the page before it starts (header, subject, one line). */
const KEEP_TOGETHER = 90;
/** Most bars a breakdown shows; the rest are summed into "Others". */
const MAX_BARS = 12;
/** Most columns of the month chart; a longer span is drawn per year. */
const MAX_MONTHS = 36;

const perceptionColors: Record<string, string> = {
  positive: '#389E0D',
  neutral: '#8C8C8C',
  negative: '#CF1322',
};

/** Perception reads best in its own order, not by count. */
const perceptionOrder = (code: string | null) =>
  code === null ? 3 : ['positive', 'neutral', 'negative'].indexOf(code);

export type ReportInput = {
  locale: AppLocale;
  context: ReportContext;
  query: ReportQuery;
  figures: ReportFigures;
  /** How many interactions the list shows (the figures cover `figures.total`). */
  listed: number;
  restricted: boolean;
  generatedAt: Date;
  /** The caller's clock (lib/time-zone): every time of the report is on it, and the footer names it. */
  timeZone: string;
  /** How the caller reads dates (lib/date-format): every date of the report is written so. */
  dateFormat: DateFormat;
};

const two = (n: number) => String(n).padStart(2, '0');

const formatters = (locale: AppLocale, timeZone: string, dateFormat: DateFormat) => {
  const number = new Intl.NumberFormat(locale);
  const twelve = twelveHourClock(dateFormat);
  const time = new Intl.DateTimeFormat(locale, {
    hour: twelve ? 'numeric' : '2-digit',
    minute: '2-digit',
    hourCycle: twelve ? 'h12' : 'h23',
    timeZone: 'UTC',
  });
  /** `YYYY-MM-DD` → the day as the caller reads dates (25/11/2026 unless they chose otherwise). */
  const day = (iso: string) =>
    writeDay(dateFormat, Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));
  const monthName = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  return {
    number: (n: number) => number.format(n),
    /** The day and its time as the screens write them (25/11/2026 14:05, 11/25/2026 2:05 PM), on the caller's clock. */
    dateTime: (at: Date) => {
      const local = new Date(at.getTime() + offsetMinutesAt(timeZone, at.getTime()) * 60_000);
      const date = writeDay(dateFormat, local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate());
      return `${date} ${time.format(local)}`;
    },
    zoneName: zoneNameIn(locale, timeZone),
    day,
    /** `2026-03` → "mar/26". */
    month: (ym: string) =>
      `${monthName.format(new Date(`${ym}-15T12:00:00Z`)).replace('.', '')}/${ym.slice(2, 4)}`,
  };
};

/** Every month from the first to the last (gaps as zero), or every year when that is too many. */
const timeline = (
  figures: ReportFigures,
  query: ReportQuery,
): { unit: 'month' | 'year'; points: Array<{ key: string; count: number }> } => {
  const counts = new Map(figures.byMonth.map((m) => [m.month, m.count]));
  const first = query.from?.slice(0, 7) ?? figures.byMonth[0]?.month;
  const last = query.to?.slice(0, 7) ?? figures.byMonth.at(-1)?.month;
  if (!first || !last || first > last) return { unit: 'month', points: [] };
  const months: string[] = [];
  for (let [y, m] = first.split('-').map(Number) as [number, number]; `${y}-${two(m)}` <= last;) {
    months.push(`${y}-${two(m)}`);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  if (months.length <= MAX_MONTHS)
    return { unit: 'month', points: months.map((key) => ({ key, count: counts.get(key) ?? 0 })) };
  const years = new Map<string, number>();
  for (const key of months)
    years.set(key.slice(0, 4), (years.get(key.slice(0, 4)) ?? 0) + (counts.get(key) ?? 0));
  return { unit: 'year', points: [...years].map(([key, count]) => ({ key, count })) };
};

/**
 * The report as a PDFKit document (a readable stream): the cover and the figures are written at
 * once; `addRows` then appends the interactions batch by batch and `finish` ends the file.
 */
export const createInteractionReport = (input: ReportInput) => {
  const { locale, context, query, figures, restricted } = input;
  const words = reportWords[locale];
  const f = formatters(locale, input.timeZone, input.dateFormat);
  const label = (field: LabelField, code: string | null) => labelOf(context, field, code);
  /** "6 · Água Potável e Saneamento", as the screens name a goal. */
  const goal = (n: number) => {
    const known = odsGoals.find((g) => g.number === n);
    return known ? odsLabel(known, locale) : String(n);
  };

  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    autoFirstPage: false,
    // Pages are kept until the end so each footer can say "page 3 of 12" (drawn last, see `footers`).
    bufferPages: true,
    lang: locale,
    displayTitle: true,
    info: {
      Title: words.title,
      Author: context.callerName,
      Subject: context.organisation,
      Producer: 'Conexões',
      Creator: 'Conexões',
      CreationDate: input.generatedAt,
    },
  });
  doc.registerFont(FONTS.regular, path.join(fontDir, 'DejaVuSans.ttf'));
  doc.registerFont(FONTS.bold, path.join(fontDir, 'DejaVuSans-Bold.ttf'));
  const width = () => doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  doc.on('pageAdded', () => {
    doc.x = MARGIN;
    doc.y = MARGIN;
    doc.fillColor(chartColors.text);
  });

  /*
   * Every page's footer, written once the pages are all there. Written from the pageAdded event instead,
   * it ran inside a paragraph that crossed the page end and mixed into it (blank pages, wrong numbers).
   * The footer sits in the bottom margin: lift the margin while writing it, or PDFKit breaks the page.
   */
  const footers = () => {
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i += 1) {
      doc.switchToPage(i);
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN - 8;
      doc
        .font(FONTS.regular)
        .fontSize(7.5)
        .fillColor(chartColors.muted)
        .text(`${words.title} · ${context.organisation}`, MARGIN, y, {
          width: width() - 80,
          lineBreak: false,
        })
        .text(words.page(i - start + 1, count), MARGIN + width() - 80, y, {
          width: 80,
          align: 'right',
          lineBreak: false,
        });
      doc.page.margins.bottom = margin;
    }
  };

  /** "acknowledged 12/11/2026 · responded 20/11/2026 · closed 25/11/2026 · the complainant accepted". */
  const grievanceSteps = (row: ReportRow): string => {
    const g = words.grievance;
    const ended = !row.grievanceClosedOn && isEndingStatus(row.statusCode);
    const steps = [
      row.grievanceAcknowledgedOn
        ? g.acknowledged(f.day(row.grievanceAcknowledgedOn))
        : ended
          ? null
          : g.pending,
      row.grievanceRespondedOn ? g.responded(f.day(row.grievanceRespondedOn)) : null,
      row.grievanceClosedOn ? g.closed(f.day(row.grievanceClosedOn)) : null,
      row.grievanceOutcome ? g.outcome[row.grievanceOutcome] : null,
      ended ? g.ended : null,
    ];
    return steps.filter(Boolean).join(' · ');
  };
  /** "Label: value" as one flowing paragraph. */
  const line = (name: string, value: string, size = 9) => {
    doc
      .font(FONTS.bold)
      .fontSize(size)
      .fillColor(chartColors.text)
      .text(`${name}: `, MARGIN, doc.y, { width: width(), continued: true })
      .font(FONTS.regular)
      .text(value.replace(/\r\n?/g, '\n'));
  };

  const filterWords = (): Array<[string, string]> => {
    const out: Array<[string, string]> = [];
    const field = words.field;
    if (query.q) out.push([field.text, `“${query.q}”`]);
    if (query.type) out.push([field.type, label('typeCode', query.type) ?? '']);
    if (query.channel) out.push([field.channel, label('channelCode', query.channel) ?? '']);
    if (query.classification)
      out.push([field.classification, label('classificationCode', query.classification) ?? '']);
    if (query.status) out.push([field.status, label('statusCode', query.status) ?? '']);
    if (query.perception) out.push([field.perception, label('perception', query.perception) ?? '']);
    if (query.direction) out.push([field.direction, words.direction[query.direction]]);
    if (query.stakeholderId) {
      const s = context.names.stakeholder;
      out.push([field.stakeholder, !s ? words.notSet : restricted && s.person ? words.people(1) : s.name]);
    }
    if (query.topicId) out.push([field.topic, context.names.topic ?? words.notSet]);
    if (query.ods) out.push([field.ods, goal(query.ods)]);
    if (query.participantId) out.push([field.participant, context.names.participant ?? words.notSet]);
    if (query.state || query.municipality)
      out.push([field.place, placeLabel(query.municipality, query.state)]);
    if (query.followUp) out.push([field.followUp, words.followUpFilter[query.followUp]]);
    if (query.grievance) out.push([words.grievance.field, words.grievance.filter[query.grievance]]);
    // A chosen workspace is already the cover's "Workspaces" line; one outside the reach is said here.
    if (query.workspaceId && !context.names.workspace) out.push([field.workspace, words.notSet]);
    return out;
  };

  const cover = () => {
    doc.addPage();
    doc.rect(0, 0, doc.page.width, 8).fill(chartColors.bar);
    doc.y = 150;
    doc.font(FONTS.bold).fontSize(24).fillColor(chartColors.text).text(words.title, MARGIN, doc.y, {
      width: width(),
    });
    doc.moveDown(0.3);
    doc.font(FONTS.regular).fontSize(14).fillColor(chartColors.muted).text(context.organisation);
    doc.moveDown(2);
    const period =
      query.from && query.to
        ? words.periodFromTo(f.day(query.from), f.day(query.to))
        : query.from
          ? words.periodFrom(f.day(query.from))
          : query.to
            ? words.periodUntil(f.day(query.to))
            : words.periodAll;
    line(words.period, period, 11);
    doc.moveDown(0.4);
    line(words.workspaces, context.workspaces.join(', '), 11);
    doc.moveDown(0.4);
    const filters = filterWords();
    if (filters.length === 0) line(words.filters, words.noFilters, 11);
    else {
      doc.font(FONTS.bold).fontSize(11).text(`${words.filters}:`);
      for (const [name, value] of filters) line(`   ${name}`, value, 10);
    }
    doc.moveDown(1.2);
    doc
      .font(FONTS.bold)
      .fontSize(16)
      .fillColor(chartColors.text)
      .text(words.total(f.number(figures.total), figures.total));
    if (input.listed < figures.total) {
      doc.moveDown(0.6);
      doc
        .font(FONTS.regular)
        .fontSize(10)
        .fillColor('#AD4E00')
        .text(words.truncated(f.number(input.listed), f.number(figures.total)), { width: width() });
    }
    if (restricted) {
      doc.moveDown(0.6);
      doc.font(FONTS.regular).fontSize(10).fillColor(chartColors.muted).text(words.restricted, {
        width: width(),
      });
    }
    doc
      .font(FONTS.regular)
      .fontSize(9)
      .fillColor(chartColors.muted)
      .text(
        words.generated(context.callerName, `${f.dateTime(input.generatedAt)} (${f.zoneName})`),
        MARGIN,
        bottom() - 20,
        {
          width: width(),
          lineBreak: false,
        },
      );
  };

  /** A breakdown as bars, at most MAX_BARS: the rest summed into "Others". */
  const barsOf = (counts: ReportFigures['byType'], field: LabelField): Bar[] => {
    const ordered =
      field === 'perception'
        ? [...counts].sort((a, b) => perceptionOrder(a.code) - perceptionOrder(b.code))
        : counts;
    const bars = ordered.map((c) => ({
      label: label(field, c.code) ?? words.notSet,
      count: c.count,
      ...(field === 'perception' && c.code ? { color: perceptionColors[c.code] } : {}),
    }));
    if (bars.length <= MAX_BARS) return bars;
    const rest = bars.slice(MAX_BARS - 1).reduce((sum, b) => sum + b.count, 0);
    return [...bars.slice(0, MAX_BARS - 1), { label: words.others, count: rest, color: chartColors.grid }];
  };

  const figuresPages = () => {
    doc.addPage();
    doc.font(FONTS.bold).fontSize(18).fillColor(chartColors.text).text(words.figuresTitle);
    doc
      .font(FONTS.regular)
      .fontSize(11)
      .fillColor(chartColors.muted)
      .text(words.total(f.number(figures.total), figures.total));
    doc.moveDown(1);
    if (figures.total === 0) {
      doc.font(FONTS.regular).fontSize(11).fillColor(chartColors.text).text(words.none);
      return;
    }
    const series = timeline(figures, query);
    let y = doc.y;
    y +=
      columnChart(doc, FONTS, {
        title: series.unit === 'month' ? words.byMonth : words.byYear,
        bars: series.points.map((p) => ({
          label: series.unit === 'month' ? f.month(p.key) : p.key,
          count: p.count,
        })),
        x: MARGIN,
        y,
        width: width(),
        format: f.number,
      }) + 12;
    // Two breakdowns side by side: the five charts fit on one page.
    const pairs: Array<Array<[string, Bar[]]>> = [
      [
        [words.byType, barsOf(figures.byType, 'typeCode')],
        [words.byChannel, barsOf(figures.byChannel, 'channelCode')],
      ],
      [
        [words.byPerception, barsOf(figures.byPerception, 'perception')],
        [words.byStatus, barsOf(figures.byStatus, 'statusCode')],
      ],
    ];
    const gap = 24;
    const half = (width() - gap) / 2;
    for (const pair of pairs) {
      const height = Math.max(...pair.map(([, bars]) => horizontalChartHeight(bars.length)));
      if (y + height > bottom()) {
        doc.addPage();
        y = doc.y;
      }
      pair.forEach(([title, bars], i) =>
        horizontalBars(doc, FONTS, {
          title,
          bars,
          x: MARGIN + i * (half + gap),
          y,
          width: half,
          format: f.number,
        }),
      );
      y += height + 14;
    }
  };

  let listStarted = false;
  const startList = () => {
    listStarted = true;
    doc.addPage();
    doc.font(FONTS.bold).fontSize(18).fillColor(chartColors.text).text(words.interactionsTitle);
    doc.moveDown(0.6);
  };

  const interaction = (row: ReportRow) => {
    if (doc.y + KEEP_TOGETHER > bottom()) doc.addPage();
    const top = doc.y;
    doc
      .font(FONTS.bold)
      .fontSize(9)
      .fillColor(chartColors.bar)
      .text(`${row.code} · ${f.dateTime(row.startsAt)}`, MARGIN, top, {
        width: width() / 2,
        lineBreak: false,
      });
    doc
      .font(FONTS.regular)
      .fontSize(8)
      .fillColor(chartColors.muted)
      .text(row.workspace, MARGIN + width() / 2, top + 1, {
        width: width() / 2,
        align: 'right',
        lineBreak: false,
        ellipsis: true,
      });
    doc
      .font(FONTS.bold)
      .fontSize(11)
      .fillColor(chartColors.text)
      .text(row.subject, MARGIN, top + 14, {
        width: width(),
      });
    doc.moveDown(0.2);
    const facts = [
      [words.field.type, label('typeCode', row.typeCode)],
      [words.field.channel, label('channelCode', row.channelCode)],
      [words.field.classification, label('classificationCode', row.classificationCode)],
      [words.field.direction, words.direction[row.direction]],
      [words.field.status, label('statusCode', row.statusCode)],
      [words.field.perception, label('perception', row.perception)],
    ]
      .filter((pair): pair is [string, string] => Boolean(pair[1]))
      .map(([name, value]) => `${name}: ${value}`)
      .join('   ·   ');
    doc.font(FONTS.regular).fontSize(8.5).fillColor(chartColors.muted).text(facts, { width: width() });
    doc.moveDown(0.25);
    if (row.municipality || row.state) line(words.field.place, placeLabel(row.municipality, row.state));
    const people = [...row.stakeholders, ...(row.unnamedPeople > 0 ? [words.people(row.unnamedPeople)] : [])];
    if (people.length > 0) line(words.field.stakeholders, people.join(', '));
    if (row.participants.length > 0) line(words.field.participants, row.participants.join(', '));
    if (row.topics.length > 0) line(words.field.topics, row.topics.join(', '));
    if (row.ods.length > 0) line(words.field.ods, row.ods.map(goal).join('; '));
    if (row.description) line(words.field.description, row.description);
    if (row.issuesRaised) line(words.field.issuesRaised, row.issuesRaised);
    if (row.response) line(words.field.response, row.response);
    if (row.followUpRequired && row.followUpDue)
      line(words.field.followUp, words.followUpDue(f.day(row.followUpDue), row.followUpOwner));
    if (isGrievance(row)) line(words.grievance.field, grievanceSteps(row));
    doc.moveDown(0.5);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width(), doc.y)
      .lineWidth(0.5)
      .strokeColor(chartColors.grid)
      .stroke();
    doc.moveDown(0.7);
  };

  cover();
  figuresPages();

  return {
    doc,
    addRows: (rows: ReportRow[]) => {
      if (!listStarted) startList();
      rows.forEach(interaction);
    },
    finish: () => {
      if (!listStarted && figures.total > 0) {
        startList();
        doc.font(FONTS.regular).fontSize(11).text(words.noInteractions);
      }
      footers();
      doc.end();
    },
  };
};
