import { FrownOutlined, MehOutlined, SmileOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Perception } from '@conexoes/shared';
import { NS } from '../i18n/register';

export const PERCEPTION_STYLE: Record<Perception, { color: string; icon: ReactNode }> = {
  // Decorative: the words beside them name the perception (an icon's own label is an English word).
  positive: { color: 'success', icon: <SmileOutlined aria-hidden /> },
  neutral: { color: 'default', icon: <MehOutlined aria-hidden /> },
  negative: { color: 'error', icon: <FrownOutlined aria-hidden /> },
};

/** The perception as a coloured tag with its icon and words (never colour alone). */
export function PerceptionTag({ value }: { value: Perception | null }) {
  const { t } = useTranslation(NS);
  if (!value) return null;
  const { color, icon } = PERCEPTION_STYLE[value];
  return (
    <Tag color={color} icon={icon}>
      {t(`perceptions.${value}`)}
    </Tag>
  );
}
