import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { clearDraft, formatDateTime, readDraft, writeDraft } from '@conexoes/shared';
import { DraftAlert } from '@conexoes/shared/ui';
import { NS } from '../i18n/register';

/**
 * `convert` must be stable (a module constant): it is a dependency of the change handler.
 *
 * A form's draft kept while it is filled in (the shared drafts: each person's, on the device): written 300 ms after each change, offered
 * in a banner on return, dropped on save or when the user discards it. `version` is the `updatedAt`
 * of the record the form was opened on (none for a new one): the draft remembers it, and when someone
 * has saved since, the banner says that restoring puts these values back over their changes
 * (decision 0043).
 */
export function useFormDraft<Values, Stored>(
  kind: string,
  id: string | undefined,
  form: FormInstance<Values>,
  convert: { toDraft: (v: Values) => Stored; fromDraft: (d: Stored) => Values },
  version?: string,
) {
  const { t } = useTranslation(NS);
  const [draft, setDraft] = useState(() => readDraft<Stored>(kind, id));
  const [dirty, setDirty] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const changed = useCallback(() => {
    setDirty(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      writeDraft(kind, id, convert.toDraft(form.getFieldsValue(true) as Values), version);
    }, 300);
  }, [form, kind, id, convert, version]);

  const drop = useCallback(() => {
    window.clearTimeout(timer.current);
    clearDraft(kind, id);
    setDirty(false);
  }, [kind, id]);

  const banner = draft ? (
    <DraftAlert
      title={t(
        // Typed on a version someone has saved over since: restoring puts these values back over theirs.
        draft.version && version && draft.version !== version ? 'form.draftOutdated' : 'form.draftFound',
        { date: formatDateTime(draft.savedAt) },
      )}
      restoreLabel={t('form.draftRestore')}
      discardLabel={t('form.draftDiscard')}
      onRestore={() => {
        form.setFieldsValue(convert.fromDraft(draft.values) as Parameters<typeof form.setFieldsValue>[0]);
        setDraft(null);
        setDirty(true);
      }}
      onDiscard={() => {
        clearDraft(kind, id);
        setDraft(null);
      }}
    />
  ) : null;
  return { banner, dirty, changed, drop };
}
