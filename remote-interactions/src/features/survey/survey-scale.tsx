import { useId } from 'react';
import { Button, Flex, Radio, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/register';

/** The contract's 1–5 scale (SURVEY_SCALE; the remotes take no runtime values from the zod contract). */
const SCALE = [1, 2, 3, 4, 5] as const;

export type SurveyScaleProps = {
  question: string;
  value?: number;
  onChange: (value: number | undefined) => void;
  /** A question deactivated since it was answered: its answer stays as it was. */
  inactive?: boolean;
  disabled?: boolean;
};

/**
 * One question answered 1–5: a fieldset whose legend is the question, with five radios that each say
 * their number and word (arrow keys move between them), and a way to take the answer back.
 */
export function SurveyScale({ question, value, onChange, inactive, disabled }: SurveyScaleProps) {
  const { t } = useTranslation(NS);
  const name = useId();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px', minWidth: 0 }}>
      <legend style={{ fontSize: 14, marginBottom: 6, border: 0, width: 'auto' }}>
        {question} {inactive ? <Tag style={{ marginInlineStart: 4 }}>{t('survey.inactive')}</Tag> : null}
      </legend>
      <Flex wrap align="center" gap={4}>
        <Radio.Group
          name={name}
          value={value}
          disabled={disabled || inactive}
          onChange={(event) => onChange(event.target.value as number)}
          style={{ display: 'flex', flexWrap: 'wrap', rowGap: 4 }}
          options={SCALE.map((n) => ({
            value: n,
            label: t('survey.scaleOption', { value: n, word: t(`survey.scale.${n}`) }),
          }))}
        />
        {value !== undefined && !inactive && !disabled ? (
          <Button type="link" size="small" onClick={() => onChange(undefined)}>
            {t('survey.clear')}
          </Button>
        ) : null}
      </Flex>
      {value === undefined ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('survey.notAnswered')}
        </Typography.Text>
      ) : null}
    </fieldset>
  );
}
