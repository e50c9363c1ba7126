import { Popconfirm, type PopconfirmProps } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useFocusReturn } from './focus-return';

/** antd's warning icon, hidden from screen readers: antd's read "exclamation-circle", in every language. */
const WARNING_ICON = <ExclamationCircleFilled aria-hidden />;

/**
 * What every `modal.confirm({...})` spreads (lint): its warning icon without its name read out before
 * the question. antd offers no ConfigProvider setting for a confirmation's icon.
 */
export const CONFIRM_DIALOG = { icon: WARNING_ICON };

/**
 * antd's Popconfirm with the keyboard in mind. antd opens it in a portal at the end of the page and
 * leaves the focus on its button, so a keyboard user met the question only after every other control
 * of the page. Here the question takes the focus when it opens — on Cancel, the answer that changes
 * nothing, so a second Enter never deletes by accident — and gives it back to the button it came from
 * when it closes. Its warning icon is WARNING_ICON.
 */
export function ConfirmPopover({ onOpenChange, rootClassName, ...props }: PopconfirmProps) {
  const focus = useFocusReturn();
  return (
    <Popconfirm
      icon={WARNING_ICON}
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
