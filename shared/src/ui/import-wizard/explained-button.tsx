import { Button, Flex, Typography, type ButtonProps } from 'antd';

export type ExplainedButtonProps = Omit<ButtonProps, 'disabled'> & {
  /** Why the button cannot be used yet; none: it can. */
  reason: string | null;
  /** Id of the reason's text, unique on the page. */
  reasonId: string;
};

/**
 * A button that says why it is disabled: the reason is written under it and tied to it by
 * aria-describedby, so a person sees and hears what to do first instead of a grey button.
 */
export function ExplainedButton({ reason, reasonId, ...button }: ExplainedButtonProps) {
  return (
    <Flex vertical gap={4} align="flex-end" style={{ flex: '1 1 200px', minWidth: 0 }}>
      <Button {...button} disabled={reason !== null} aria-describedby={reason ? reasonId : undefined} />
      {reason ? (
        <Typography.Text type="secondary" id={reasonId} style={{ textAlign: 'end' }}>
          {reason}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
