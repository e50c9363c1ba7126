import { ConfirmPopover } from '@conexoes/shared/ui';
import { Button } from 'antd';
import { notify } from '@conexoes/shared';

export type ResetDemoButtonProps = {
  label: string;
  confirm: string;
  done: string;
  onReset: () => void;
};

/** Puts a template page's demo data back as it was (its saved copy in `root` is replaced too). */
export function ResetDemoButton({ label, confirm, done, onReset }: ResetDemoButtonProps) {
  return (
    <ConfirmPopover
      title={confirm}
      onConfirm={() => {
        onReset();
        notify.success(done);
      }}
      styles={{ root: { maxWidth: 320 } }}
    >
      <Button>{label}</Button>
    </ConfirmPopover>
  );
}
