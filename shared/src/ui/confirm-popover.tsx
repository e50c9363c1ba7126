import { Popconfirm, type PopconfirmProps } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useFocusReturn } from './focus-return';

/**
 * antd's Popconfirm with the keyboard in mind. antd opens it in a portal at the end of the page and
 * leaves the focus on its button, so a keyboard user met the question only after every other control
 * of the page. Here the question takes the focus when it opens — on Cancel, the answer that changes
 * nothing, so a second Enter never deletes by accident — and gives it back to the button it came from
 * when it closes. Its warning icon is hidden from screen readers: antd's read "exclamation-circle" before
 * the question, in every language.
 */
export function ConfirmPopover({ onOpenChange, rootClassName, ...props }: PopconfirmProps) {
  const focus = useFocusReturn();
  return (
    <Popconfirm
      icon={<ExclamationCircleFilled aria-hidden />}
      {...props}
      rootClassName={[focus.rootClassName, rootClassName].filter(Boolean).join(' ')}
      onOpenChange={(open: boolean) => {
        if (open) {
          focus.remember();
          focus.focusInside('.ant-popconfirm-buttons button');
        } else focus.giveBack();
        onOpenChange?.(open);
      }}
    />
  );
}
