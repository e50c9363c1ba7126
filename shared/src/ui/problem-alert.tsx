import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../contract/common';
import { problemMessageKey } from '../i18n';

export type ProblemAlertProps = { problem?: Problem | null; message?: string | null };

/** A failed call in the user's language, with the server's detail when it explains more. */
export function ProblemAlert({ problem, message }: ProblemAlertProps) {
  const { t } = useTranslation();
  if (!problem && !message) return null;
  const title = problem ? t(problemMessageKey(problem.status)) : message;
  const description = problem?.errors?.map((e) => `${e.path}: ${e.message}`).join('; ') || undefined;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={description}
      style={{ marginBottom: 16 }}
    />
  );
}
