import { theme } from 'antd';
import { Link } from 'react-router-dom';
import type { RankItem, RankSort } from '../../api/stakeholder.types';

type RankListProps = { items: RankItem[]; sortBy: RankSort; label: string };

/**
 * The rank as an ordered list: each stakeholder's whole name (a link to the record), the measure's
 * value and a bar proportional to the first. A list, not a chart, so names wrap instead of being cut
 * on a phone and a screen reader reads every row.
 */
export function RankList({ items, sortBy, label }: RankListProps) {
  const { token } = theme.useToken();
  const top = Math.max(1, ...items.map((item) => item[sortBy]));
  return (
    <ol aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => (
        <li key={item.id} style={{ padding: '6px 0' }}>
          <div style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
            <span aria-hidden style={{ minWidth: '1.5em', opacity: 0.7 }}>
              {`${index + 1}.`}
            </span>
            <Link to={`/stakeholders/${item.id}`} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {item.name}
            </Link>
            <strong>{item[sortBy]}</strong>
          </div>
          <div
            aria-hidden
            style={{
              marginInlineStart: '2em',
              marginTop: 4,
              height: 6,
              borderRadius: 3,
              width: `calc((100% - 2em) * ${item[sortBy] / top})`,
              background: token.colorPrimary,
            }}
          />
        </li>
      ))}
    </ol>
  );
}
