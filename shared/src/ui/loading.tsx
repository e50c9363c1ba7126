import { Spin, type SpinProps } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A part of the page still being read: antd's spinner inside a status region named "Loading…" in the
 * reader's language. The name on the spinner's own `div` (no role) was not allowed there (axe:
 * aria-prohibited-attr, serious) and not read by screen readers; antd's types take no role for it.
 */
export function Loading({ size }: { size?: SpinProps['size'] }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('loading')}>
      <Spin size={size} />
    </div>
  );
}
