import type { CSSProperties } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Problem } from '@conexoes/shared';
import { FORMS_NS } from './form/forms.i18n';
import { problemText, translateServerMessage } from './form/server-errors';

export type ProblemAlertProps = {
  problem?: Problem | null;
  /** Replaces the sentence said for the problem's status (e.g. a refused sign-in). */
  message?: string | null;
  /** Over the default (a 16 px gap below): `{ marginBottom: 0 }` where the layout spaces it already. */
  style?: CSSProperties;
};

/**
 * A failed call in the user's language, with what the server said about it when that explains
 * more (translated, never a raw field path). Forms show field errors under their fields instead
 * (useServerForm) and this alert only for what belongs to no field.
 */
export function ProblemAlert({ problem, message, style }: ProblemAlertProps) {
  const { t, i18n } = useTranslation(FORMS_NS);
  if (!problem && !message) return null;
  const title = message ?? (problem ? problemText(problem, t) : '');
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const description =
    problem?.errors?.map((e) => translateServerMessage(e, t, language)).join(' ') || undefined;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={description}
      style={{ marginBottom: 16, ...style }}
    />
  );
}
