/** An interaction's code as the API writes it: `INT-2026-00042`. */
const WHOLE_CODE = /^INT-\d{4}-\d{5,}$/;

/**
 * The code a search box holds when someone typed or pasted one whole (any case, spaces around), else
 * null: such a search goes straight to that record, as an issue key does in a tracker.
 */
export const wholeInteractionCode = (text: string | undefined): string | null => {
  const code = (text ?? '').trim().toUpperCase();
  return WHOLE_CODE.test(code) ? code : null;
};
