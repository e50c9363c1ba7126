import { theme } from 'antd';
import { Link } from 'react-router-dom';
import { formatNumber, type InteractionRank } from '@conexoes/shared';
import { listHref, rankFilter, type CountedDays } from './drill-down';

type InteractionRankListProps = { rank: InteractionRank; days: CountedDays; label: string };

/**
 * The rank as an ordered list: each name (a link to the list of its interactions in the period), its
 * count and a bar proportional to the first. A list, not a chart, so long names wrap on a phone.
 */
export function InteractionRankList({ rank, days, label }: InteractionRankListProps) {
  const { token } = theme.useToken();
  const top = Math.max(1, ...rank.items.map((item) => item.count));
  return (
    <ol aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rank.items.map((item, index) => (
        <li key={item.id} style={{ padding: '6px 0' }}>
          <div style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
            <span aria-hidden style={{ minWidth: '1.5em', opacity: 0.75 }}>
              {`${index + 1}.`}
            </span>
            <Link
              to={listHref(days, rankFilter(rank.by, item))}
              style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {item.state ? `${item.name} (${item.state})` : item.name}
            </Link>
            <strong>{formatNumber(item.count)}</strong>
          </div>
          <div
            aria-hidden
            style={{
              marginInlineStart: '2em',
              marginTop: 4,
              height: 6,
              borderRadius: 3,
              width: `calc((100% - 2em) * ${item.count / top})`,
              background: token.colorPrimary,
            }}
          />
        </li>
      ))}
    </ol>
  );
}
