import type { ReactNode } from 'react';
import { Alert, Button, Flex } from 'antd';

export type DraftAlertProps = {
  /** "You left this form on … without saving. Restore what you had typed?" (the form's own words). */
  title: string;
  description?: ReactNode;
  restoreLabel: string;
  discardLabel: string;
  onRestore: () => void;
  onDiscard: () => void;
};

/**
 * The offer of a form's draft (shared drafts): the sentence, then Restore and Discard. The buttons
 * go under the sentence when the line is short (a phone), instead of squeezing it into a column of
 * one or two words a line beside them.
 */
export function DraftAlert({
  title,
  description,
  restoreLabel,
  discardLabel,
  onRestore,
  onDiscard,
}: DraftAlertProps) {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      styles={{ root: { flexWrap: 'wrap', rowGap: 8 }, section: { flex: '1 1 240px' } }}
      title={title}
      description={description}
      action={
        <Flex gap={8} wrap>
          <Button size="small" type="primary" onClick={onRestore}>
            {restoreLabel}
          </Button>
          <Button size="small" onClick={onDiscard}>
            {discardLabel}
          </Button>
        </Flex>
      }
    />
  );
}
