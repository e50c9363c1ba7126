import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { problemMessageKey, type Problem } from '@conexoes/shared';

export type ProblemAlertProps = { problem: Problem | null; message?: string };

/** A failed call, said in the user's language; `message` overrides the generic one per status. */
export function ProblemAlert({ problem, message }: ProblemAlertProps) {
  const { t } = useTranslation();
  if (!problem) return null;
  return <Alert type="error" showIcon role="alert" title={message ?? t(problemMessageKey(problem.status))} />;
}
