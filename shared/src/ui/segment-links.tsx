import { Link } from 'react-router-dom';
import { formatNumber } from '@conexoes/shared';

/** A segment a dashboard chart draws and, when `href` is set, the list it opens on a click. */
export type Segment = { key: string; label: string; count: number; color: string; href: string | null };

/**
 * Colours of the chart segments, the same for the chart and its list of links under it (G2's classic
 * order). Readable on the light and the dark card; a segment is always named next to its colour.
 */
export const SEGMENT_COLORS = [
  '#1783FF',
  '#00A8A8',
  '#F0884D',
  '#B35FE0',
  '#7863FF',
  '#4EA82A',
  '#BD8F24',
  '#E8609F',
  '#2491B3',
  '#8C8C8C',
];
export const colorAt = (index: number): string => SEGMENT_COLORS[index % SEGMENT_COLORS.length] as string;

/** A legend's square of colour; the name beside it says what it is (hidden from screen readers). */
export function ColorSwatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{ flex: 'none', width: 10, height: 10, borderRadius: 2, background: color, alignSelf: 'center' }}
    />
  );
}

export type SegmentLinksProps = { segments: Segment[]; label: string };

/**
 * A chart's segments as a list: colour, whole name (a link to the list filtered to it) and count. The
 * keyboard's and the screen reader's way into what the chart shows, and a legend that wraps on a phone.
 */
export function SegmentLinks({ segments, label }: SegmentLinksProps) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
      {segments.map((s) => (
        <li key={s.key} style={{ display: 'flex', gap: 8, alignItems: 'baseline', padding: '3px 0' }}>
          <ColorSwatch color={s.color} />
          <span style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {s.href ? <Link to={s.href}>{s.label}</Link> : s.label}
          </span>
          <strong>{formatNumber(s.count)}</strong>
        </li>
      ))}
    </ul>
  );
}
