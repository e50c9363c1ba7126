import { Button, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { EntityDashboard } from '../../api/stakeholder.types';
import { NS } from '../../i18n/register';
import { listPath } from '../../lib/list-query';

export type InfluenceInterestMatrixProps = { cells: EntityDashboard['matrix'] };

const LEVELS = [1, 2, 3, 4, 5];
const HIGH_FIRST = [...LEVELS].reverse();

/**
 * The 5×5 stakeholder map: influence up, interest across. Each cell is a button to the list filtered
 * to that influence and interest, so the map is keyboard reachable and read out with its numbers.
 */
/**
 * How much of the primary colour a cell takes: more for fuller cells, at most 45 %, so the number in
 * the text colour keeps 4.5:1 on it in light and dark mode (at 75 % it fell to 3.5:1 in dark mode).
 */
export const cellTint = (count: number, max: number): number =>
  count > 0 && max > 0 ? 0.1 + 0.35 * Math.min(1, count / max) : 0;

export function InfluenceInterestMatrix({ cells }: InfluenceInterestMatrixProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const countOf = (influence: number, interest: number) =>
    cells.find((c) => c.influence === influence && c.interest === interest)?.count ?? 0;
  const max = Math.max(1, ...cells.map((c) => c.count));

  return (
    <div>
      <table style={{ borderCollapse: 'separate', borderSpacing: 4, width: '100%', tableLayout: 'fixed' }}>
        <caption style={{ captionSide: 'bottom', paddingTop: 8 }}>
          <Typography.Text type="secondary">{t('dashboard.matrixHelp')}</Typography.Text>
        </caption>
        <thead>
          <tr>
            <th scope="col" style={{ width: 40 }}>
              <span style={{ fontSize: 12 }}>{t('dashboard.influenceShort')}</span>
            </th>
            {LEVELS.map((interest) => (
              <th key={interest} scope="col">
                {interest}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {HIGH_FIRST.map((influence) => (
            <tr key={influence}>
              <th scope="row">{influence}</th>
              {LEVELS.map((interest) => {
                const count = countOf(influence, interest);
                // Stronger colour for fuller cells; the number is always written, colour only helps.
                const alpha = cellTint(count, max);
                return (
                  <td key={interest} style={{ padding: 0 }}>
                    <Button
                      block
                      aria-label={t('dashboard.matrixCell', { influence, interest, count })}
                      onClick={() => navigate(listPath({ influence, interest }))}
                      style={{
                        height: 44,
                        background: count
                          ? `color-mix(in srgb, ${token.colorPrimary} ${Math.round(alpha * 100)}%, transparent)`
                          : undefined,
                      }}
                    >
                      {count}
                    </Button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            <td colSpan={5} style={{ textAlign: 'center', fontSize: 12 }}>
              {t('dashboard.interestAxis')}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
