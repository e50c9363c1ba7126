import type { FormInstance } from 'antd';

type NamePath = string | number | (string | number)[];

// The element a field draws: its control's root (antd refs expose `nativeElement`), else the id antd
// gives an unnamed form's control (`stakeholders_0_role`).
const fieldElement = (form: FormInstance, name: NamePath): Element | null => {
  const instance = form.getFieldInstance(name) as { nativeElement?: unknown; input?: unknown } | undefined;
  for (const candidate of [instance?.nativeElement, instance?.input, instance]) {
    if (candidate instanceof Element) return candidate;
  }
  return document.getElementById(([] as (string | number)[]).concat(name).join('_'));
};

/**
 * Of the fields in error, the one first on the page. antd lists errors in the order the fields
 * registered, and a field drawn later (the workspace, once its choices load) registers last.
 */
export function firstOnPage<N extends NamePath>(form: FormInstance, names: readonly N[]): N | undefined {
  const placed = names.map((name) => ({ name, element: fieldElement(form, name) }));
  placed.sort((a, b) => {
    if (!a.element || !b.element || a.element === b.element) return a.element ? -1 : b.element ? 1 : 0;
    return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  return placed[0]?.name;
}

/**
 * Brings the first field in error on the page into view and focuses it; the field carries
 * `aria-invalid` and its message by `aria-describedby`, so a screen reader reads both.
 */
export function focusFirstError(form: FormInstance, names: readonly NamePath[]): void {
  const first = firstOnPage(form, names);
  if (first !== undefined) form.scrollToField(first, { block: 'center', behavior: 'smooth', focus: true });
}
