import { Link } from 'react-router-dom';
import { formatNumber } from '@conexoes/shared';
import type { Segment } from './dashboard-charts';

type SegmentLinksProps = { segments: Segment[]; label: string };

/**
 * A chart's segments as a list: colour, whole name (a link to the list filtered to it) and count. The
 * keyboard's and the screen reader's way into what the chart shows, and a legend that wraps on a phone.
 */
export function SegmentLinks({ segments, label }: SegmentLinksProps) {
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
