import { useCallback, useMemo, useState } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify, type Problem } from '@conexoes/shared';
import { FORMS_NS } from './forms.i18n';
import { placeServerErrors, type FieldPlacement } from './server-errors';

export type ServerFormOptions = Omit<FieldPlacement, 'fields'> & {
  /** The form's field names (top level) that server paths may point to. */
  fields: Iterable<string>;
};

export type ServerForm = {
  /** What belongs to no field (for the form's one `ProblemAlert`); null otherwise. */
  problem: Problem | null;
  /**
   * Shows a failed save: errors under their fields (translated), the view scrolled to the first,
   * and the rest in `problem`.
   */
  showProblem: (problem: Problem) => void;
  /** Confirms a completed save with a toast (bottom-right, SPEC §9) and clears the alert. */
  confirm: (message?: string) => void;
  clear: () => void;
};

/**
 * The form pattern's server side, for every form: put the server's field errors on the fields in
 * the user's language, scroll to the first, keep an alert only for what belongs to no field, and
 * confirm a save with a toast.
 */
export function useServerForm<Values>(form: FormInstance<Values>, options: ServerFormOptions): ServerForm {
  const { t, i18n } = useTranslation(FORMS_NS);
  const [problem, setProblem] = useState<Problem | null>(null);
  const { conflictField, aliases } = options;
  const fields = useMemo(() => new Set(options.fields), [options.fields]);

  const showProblem = useCallback(
    (failure: Problem) => {
      const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
      const placed = placeServerErrors(failure, { fields, conflictField, aliases }, t, language);
      // antd types field names per form; these come from the server, known only at run time.
      form.setFields(placed.fields as Parameters<FormInstance<Values>['setFields']>[0]);
      const first = placed.fields[0];
      if (first) form.scrollToField(first.name, { block: 'center', behavior: 'smooth', focus: true });
      setProblem(placed.rest);
    },
    [form, fields, conflictField, aliases, t, i18n],
  );

  const confirm = useCallback(
    (message?: string) => {
      setProblem(null);
      notify.success(message ?? t('saved'));
    },
    [t],
  );
  const clear = useCallback(() => setProblem(null), []);
  return { problem, showProblem, confirm, clear };
}
