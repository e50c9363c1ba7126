import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNamesItsButton } from './names-its-button';

/**
 * The icon of a number field's step button, which names its button in the reader's language: antd
 * (@rc-component/input-number) names them "Increase Value" and "Decrease Value" in every language and
 * has no setting for it, nor a ConfigProvider entry for their icons.
 */
function StepIcon({ up }: { up: boolean }) {
  const { t } = useTranslation('common');
  const ref = useNamesItsButton(t(up ? 'increase' : 'decrease'));
  return up ? <UpOutlined ref={ref} aria-hidden /> : <DownOutlined ref={ref} aria-hidden />;
}

/** Every InputNumber's `controls` (lint keeps a bare InputNumber out). */
export const STEPPERS = { upIcon: <StepIcon up />, downIcon: <StepIcon up={false} /> };
