/**
 * The report's bar charts, drawn with PDFKit's vector API (rectangles and text): sharp at any zoom,
 * a few hundred bytes each, and their words stay text a reader can search and copy.
 */

export type Bar = { label: string; count: number; color?: string };

export const chartColors = {
  bar: '#FF6203',
  text: '#262626',
  muted: '#595959',
  grid: '#D9D9D9',
} as const;

export type ChartFonts = { regular: string; bold: string };

const ROW = 16;
const COUNT_WIDTH = 44;
/** The label column: enough for "Ligação telefônica" at 8 pt, less on a narrow chart. */
const labelWidth = (width: number) => Math.min(150, Math.round(width * 0.42));

/** Height a horizontal chart of `bars` takes, title included. */
export const horizontalChartHeight = (bars: number): number => 20 + Math.max(bars, 1) * ROW + 6;

/**
 * A titled list of horizontal bars, one per label, longest first as given; the count is written
 * after each bar. Answers the height used.
 */
export const horizontalBars = (
  doc: PDFKit.PDFDocument,
  fonts: ChartFonts,
  options: { title: string; bars: Bar[]; x: number; y: number; width: number; format: (n: number) => string },
): number => {
  const { title, bars, x, y, width, format } = options;
  doc
    .font(fonts.bold)
    .fontSize(10)
    .fillColor(chartColors.text)
    .text(title, x, y, { width, lineBreak: false });
  const top = y + 20;
  const labels = labelWidth(width);
  const area = width - labels - COUNT_WIDTH;
  const max = Math.max(1, ...bars.map((b) => b.count));
  bars.forEach((bar, i) => {
    const rowY = top + i * ROW;
    doc
      .font(fonts.regular)
      .fontSize(8)
      .fillColor(chartColors.text)
      .text(bar.label, x, rowY + 3, { width: labels - 8, lineBreak: false, ellipsis: true });
    const length = Math.max(1, (bar.count / max) * area);
    doc.rect(x + labels, rowY + 2, length, ROW - 5).fill(bar.color ?? chartColors.bar);
    doc
      .font(fonts.regular)
      .fontSize(8)
      .fillColor(chartColors.muted)
      .text(format(bar.count), x + labels + length + 4, rowY + 3, {
        width: COUNT_WIDTH,
        lineBreak: false,
      });
  });
  return horizontalChartHeight(bars.length);
};

export const COLUMN_CHART_HEIGHT = 170;

/**
 * A titled column chart (e.g. interactions per month): one column per label, its count above it,
 * the labels below (every nth when they would not fit). Answers the height used.
 */
export const columnChart = (
  doc: PDFKit.PDFDocument,
  fonts: ChartFonts,
  options: { title: string; bars: Bar[]; x: number; y: number; width: number; format: (n: number) => string },
): number => {
  const { title, bars, x, y, width, format } = options;
  doc
    .font(fonts.bold)
    .fontSize(10)
    .fillColor(chartColors.text)
    .text(title, x, y, { width, lineBreak: false });
  const plotTop = y + 34;
  const plotHeight = COLUMN_CHART_HEIGHT - 34 - 22;
  const baseline = plotTop + plotHeight;
  const max = Math.max(1, ...bars.map((b) => b.count));
  const slot = width / Math.max(bars.length, 1);
  const barWidth = Math.min(28, slot * 0.7);
  // Labels are about 26 pt wide at 7 pt: show every nth so they never overlap.
  const every = Math.max(1, Math.ceil(28 / slot));
  doc
    .moveTo(x, baseline)
    .lineTo(x + width, baseline)
    .lineWidth(0.5)
    .strokeColor(chartColors.grid)
    .stroke();
  bars.forEach((bar, i) => {
    const centre = x + slot * i + slot / 2;
    const height = (bar.count / max) * plotHeight;
    if (bar.count > 0)
      doc.rect(centre - barWidth / 2, baseline - height, barWidth, height).fill(bar.color ?? chartColors.bar);
    if (slot >= 14 || bar.count === max)
      doc
        .font(fonts.regular)
        .fontSize(6.5)
        .fillColor(chartColors.muted)
        .text(format(bar.count), centre - slot / 2 - 6, baseline - height - 9, {
          width: slot + 12,
          align: 'center',
          lineBreak: false,
        });
    if (i % every === 0)
      doc
        .font(fonts.regular)
        .fontSize(7)
        .fillColor(chartColors.text)
        .text(bar.label, centre - 20, baseline + 4, { width: 40, align: 'center', lineBreak: false });
  });
  return COLUMN_CHART_HEIGHT;
};
