import { useEffect, useId, useRef } from 'react';
import { Checkbox, Grid, Table, theme, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  permissionAreas,
  permissionFlags,
  type AreaPermission,
  type Permission,
  type PermissionArea,
  type PermissionFlag,
} from '@conexoes/shared';
import { NS } from '../../i18n/register';

export type PermissionMatrixEditorProps = {
  value?: Permission;
  onChange?: (next: Permission) => void;
  readOnly?: boolean;
  /**
   * Areas where the editing user sees only basic information: whoever they grant access there sees only
   * basic information too (the server refuses otherwise), so that box shows checked and fixed, with why.
   */
  fixedBasicInfo?: readonly PermissionArea[];
};

type Row = { area: PermissionArea; flags: AreaPermission };

/**
 * Areas × flags as a grid of labelled checkboxes (a form control: `value`/`onChange`). fullAccess
 * grants its whole row, so the other boxes of that row show checked and locked while it is on;
 * turning it off gives back the individual flags as they were. Below the md breakpoint (a phone) the
 * grid would scroll sideways: each area is then a group of its own, its name above its flags, each
 * flag named beside its box.
 */
export function PermissionMatrixEditor({
  value,
  onChange,
  readOnly = false,
  fixedBasicInfo = [],
}: PermissionMatrixEditorProps) {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  // Only once the width is known to be narrow: a desktop never starts stacked.
  const stacked = Grid.useBreakpoint().md === false;
  const frame = useRef<HTMLDivElement>(null);
  const label = t('permissions.title');
  const fixedNoteId = useId();
  // Read only, the grid holds no control the keyboard can reach: on a phone, where it scrolls
  // sideways, its scrolling box takes the focus itself so the arrow keys can reach the last flags
  // (WCAG 2.1.1; axe's scrollable-region-focusable). antd gives no prop for that box.
  // The table may be drawn after this effect (its antd part arrives later): marked whenever it appears.
  useEffect(() => {
    const root = frame.current;
    if (!root || !readOnly) return undefined;
    const mark = () => {
      const box = root.querySelector<HTMLElement>('.ant-table-content');
      if (!box || box.getAttribute('aria-label') === label) return;
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', label);
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [readOnly, label, value]);
  if (!value) return null;

  const toggle = (area: PermissionArea, flag: PermissionFlag, checked: boolean) => {
    onChange?.({ ...value, [area]: { ...value[area], [flag]: checked } });
  };

  const cell = (row: Row, flag: PermissionFlag, shown?: string) => {
    const implied = flag !== 'fullAccess' && row.flags.fullAccess;
    const fixed = !readOnly && flag === 'onlyBasicInfo' && fixedBasicInfo.includes(row.area);
    return (
      <Checkbox
        // "Area: Flag" in both layouts; stacked, the visible flag name is part of it (WCAG 2.5.3).
        aria-label={t('permissions.cell', {
          area: t(`permissions.areas.${row.area}`),
          flag: t(`permissions.flags.${flag}`),
        })}
        aria-describedby={fixed ? fixedNoteId : undefined}
        checked={row.flags[flag] || implied || fixed}
        disabled={readOnly || implied || fixed}
        onChange={(event) => toggle(row.area, flag, event.target.checked)}
      >
        {/* Read only, every box is disabled: the names stay in the text colour, readable, not greyed. */}
        {shown && readOnly ? <span style={{ color: token.colorText }}>{shown}</span> : shown}
      </Checkbox>
    );
  };

  const columns: TableColumnsType<Row> = [
    {
      key: 'area',
      title: t('permissions.area'),
      dataIndex: 'area',
      fixed: 'start',
      render: (area: PermissionArea) => t(`permissions.areas.${area}`),
    },
    ...permissionFlags.map((flag) => ({
      key: flag,
      title: t(`permissions.flags.${flag}`),
      align: 'center' as const,
      render: (_: unknown, row: Row) => cell(row, flag),
    })),
  ];

  const fixedAreas = readOnly ? [] : permissionAreas.filter((area) => fixedBasicInfo.includes(area));
  return (
    <div ref={frame}>
      {fixedAreas.length > 0 ? (
        <Typography.Paragraph id={fixedNoteId} type="secondary">
          {t('permissions.basicInfoFixed', {
            areas: fixedAreas.map((area) => t(`permissions.areas.${area}`)).join(', '),
          })}
        </Typography.Paragraph>
      ) : null}
      {stacked ? (
        permissionAreas.map((area) => (
          <fieldset
            key={area}
            style={{
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadius,
              padding: '4px 12px 8px',
              margin: '0 0 8px',
              minWidth: 0,
            }}
          >
            <legend
              style={{
                fontSize: token.fontSize,
                fontWeight: token.fontWeightStrong,
                width: 'auto',
                padding: '0 4px',
                margin: 0,
                border: 0,
              }}
            >
              {t(`permissions.areas.${area}`)}
            </legend>
            {/* Columns as wide as the longest flag name allows: two on a phone, aligned area to area. */}
            <div
              style={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
                gap: '4px 12px',
              }}
            >
              {permissionFlags.map((flag) => (
                <span key={flag}>
                  {cell({ area, flags: value[area] }, flag, t(`permissions.flags.${flag}`))}
                </span>
              ))}
            </div>
          </fieldset>
        ))
      ) : (
        <Table<Row>
          size="small"
          pagination={false}
          rowKey="area"
          // A grid of areas × flags, wider than a phone: from md up only (the route walk's
          // sideways-table check knows it by this class).
          className="wide-grid"
          scroll={{ x: 'max-content' }}
          columns={columns}
          dataSource={permissionAreas.map((area) => ({ area, flags: value[area] }))}
        />
      )}
    </div>
  );
}
