import { Popconfirm, type PopconfirmProps } from 'antd';
import { useId, useRef } from 'react';

/**
 * antd's Popconfirm with the keyboard in mind. antd opens it in a portal at the end of the page and
 * leaves the focus on its button, so a keyboard user met the question only after every other control
 * of the page. Here the question takes the focus when it opens — on Cancel, the answer that changes
 * nothing, so a second Enter never deletes by accident — and gives it back to the button it came from
 * when it closes.
 */
export function ConfirmPopover({ onOpenChange, rootClassName, ...props }: PopconfirmProps) {
  const opener = useRef<HTMLElement | null>(null);
  const root = `confirm-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <Popconfirm
      {...props}
      rootClassName={[root, rootClassName].filter(Boolean).join(' ')}
      onOpenChange={(open: boolean) => {
        if (open) {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          // Once the question is on the page (also when it reopens while still fading out).
          requestAnimationFrame(() =>
            document.querySelector<HTMLElement>(`.${root} .ant-popconfirm-buttons button`)?.focus(),
          );
        } else {
          const back = opener.current;
          opener.current = null;
          // After antd has hidden the question; only if the focus was left inside it or on nothing.
          requestAnimationFrame(() => {
            const now = document.activeElement;
            const lost = !now || now === document.body || !now.isConnected || now.closest(`.${root}`);
            if (back?.isConnected && lost) back.focus();
          });
        }
        onOpenChange?.(open);
      }}
    />
  );
}
