import { useId, type ReactNode } from 'react';
import { Button, Drawer, Flex, Radio, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COLOR_PRESETS,
  CONTRASTS,
  DATE_FORMATS,
  DIRECTIONS,
  formatDateAs,
  LAYOUTS,
  NAV_COLORS,
  PALETTE_MODES,
  selectIsCustom,
  useSettingsStore,
  type Settings,
} from '@conexoes/shared';
import { PRESET_COLORS } from '../theme/theme-from-settings';

type FieldProps = { label: string; children: (labelId: string) => ReactNode };

/** A labelled group: the control gets aria-labelledby pointing at the visible label. */
function SettingField({ label, children }: FieldProps) {
  const id = useId();
  return (
    <Flex vertical align="flex-start" gap={8} role="group" aria-labelledby={id}>
      <Typography.Text strong id={id}>
        {label}
      </Typography.Text>
      {children(id)}
    </Flex>
  );
}

type ChoiceKey =
  'colorPreset' | 'contrast' | 'dateFormat' | 'direction' | 'layout' | 'navColor' | 'paletteMode';

// A date whose day cannot pass for a month, so each choice shows how it reads.
const SAMPLE_DATE = new Date(2026, 0, 31);

const CHOICES: ReadonlyArray<{ key: ChoiceKey; values: ReadonlyArray<string> }> = [
  { key: 'colorPreset', values: COLOR_PRESETS },
  { key: 'paletteMode', values: PALETTE_MODES },
  { key: 'contrast', values: CONTRASTS },
  { key: 'direction', values: DIRECTIONS },
  { key: 'layout', values: LAYOUTS },
  { key: 'navColor', values: NAV_COLORS },
  { key: 'dateFormat', values: DATE_FORMATS },
];

export type SettingsDrawerProps = { open: boolean; onClose: () => void };

export function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const { t } = useTranslation('shell');
  const settings = useSettingsStore();
  const isCustom = useSettingsStore(selectIsCustom);
  const update = (changes: Partial<Settings>) => settings.updateSettings(changes);

  return (
    <Drawer
      title={t('settings.title')}
      open={open}
      onClose={onClose}
      closable={{ 'aria-label': t('settings.close') }}
      size={360}
      extra={
        isCustom ? (
          <Button onClick={settings.resetSettings} data-testid="settings-reset">
            {t('settings.reset')}
          </Button>
        ) : null
      }
    >
      <Flex vertical gap={24}>
        {CHOICES.map(({ key, values }) => (
          <SettingField key={key} label={t(`settings.${key}.label`)}>
            {() => (
              <Radio.Group
                optionType="button"
                value={settings[key]}
                onChange={(e) => update({ [key]: e.target.value } as Partial<Settings>)}
                options={values.map((value) => ({
                  value,
                  label:
                    key === 'colorPreset' ? (
                      <Flex align="center" gap={6}>
                        <span
                          aria-hidden="true"
                          style={{
                            display: 'inline-block',
                            width: 12,
                            height: 12,
                            borderRadius: 6,
                            background: PRESET_COLORS[value as Settings['colorPreset']],
                          }}
                        />
                        {t(`settings.${key}.${value}`)}
                      </Flex>
                    ) : key === 'dateFormat' ? (
                      formatDateAs(SAMPLE_DATE, value as Settings['dateFormat'])
                    ) : (
                      t(`settings.${key}.${value}`)
                    ),
                }))}
              />
            )}
          </SettingField>
        ))}
        {(['responsiveFontSizes', 'stretch'] as const).map((key) => (
          <SettingField key={key} label={t(`settings.${key}.label`)}>
            {(labelId) => (
              <Switch
                aria-labelledby={labelId}
                checked={settings[key]}
                onChange={(checked) => update({ [key]: checked })}
              />
            )}
          </SettingField>
        ))}
      </Flex>
    </Drawer>
  );
}
