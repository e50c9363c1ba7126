import { useCallback, useMemo, useState } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify, type Problem } from '@conexoes/shared';
import { focusFirstError } from './first-error';
import { FORMS_NS } from './forms.i18n';
import { placeServerErrors, problemText, type FieldPlacement } from './server-errors';

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
  /**
   * The form's `onFinishFailed`: a save the form's own checks stopped focuses the first field in
   * error in the page's order (antd's `scrollToFirstError` takes the order fields registered in).
   */
  showInvalid: (failed: { errorFields: { name: (string | number)[] }[] }) => void;
  clear: () => void;
};

/**
 * The form pattern's server side, for every form: put the server's field errors on the fields in
 * the user's language, focus the first on the page, keep an alert only for what belongs to no field (and
 * say it in a toast when no field was marked), and confirm a save with a toast.
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
      focusFirstError(
        form,
        placed.fields.map((f) => f.name),
      );
      setProblem(placed.rest);
      // Nothing to focus (no connection, a conflict with no field): the alert stands at the top of the
      // form, out of sight of the button just pressed on a phone. A toast says it where the person is.
      if (placed.fields.length === 0 && placed.rest) notify.error(problemText(placed.rest, t));
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
  const showInvalid = useCallback<ServerForm['showInvalid']>(
    (failed) =>
      focusFirstError(
        form,
        failed.errorFields.map((f) => f.name),
      ),
    [form],
  );
  const clear = useCallback(() => setProblem(null), []);
  return { problem, showProblem, confirm, showInvalid, clear };
}
