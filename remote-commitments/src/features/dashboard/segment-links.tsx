import { Link } from 'react-router-dom';
import { formatNumber } from '@conexoes/shared';
import type { Segment } from './charts';

/**
 * A chart's segments as a list: colour, whole name (a link to the filtered list) and count — the
 * keyboard's and the screen reader's way into the chart, and a legend that wraps on a phone.
 */
export function SegmentLinks({ segments, label }: { segments: Segment[]; label: string }) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
      {segments.map((s) => (
        <li key={s.key} style={{ display: 'flex', gap: 8, alignItems: 'baseline', padding: '3px 0' }}>
          <span
            aria-hidden
            style={{
              flex: 'none',
              width: 10,
              height: 10,
              borderRadius: 2,
              background: s.color,
              alignSelf: 'center',
            }}
          />
          <span style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {s.href ? <Link to={s.href}>{s.label}</Link> : s.label}
          </span>
          <strong>{formatNumber(s.count)}</strong>
        </li>
      ))}
    </ul>
  );
}

/** Colours of segments (G2's classic order), readable on light and dark cards; always named beside. */
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
export const STATUS_COLORS: Record<string, string> = {
  open: '#1783FF',
  in_progress: '#7863FF',
  fulfilled: '#4EA82A',
  partially_fulfilled: '#BD8F24',
  not_fulfilled: '#E5484D',
  cancelled: '#8C8C8C',
};
export const DUE_COLOR = '#1783FF';
export const OVERDUE_COLOR = '#E5484D';
