/**
 * The gap of a row of form fields that wraps on a narrow screen (`<Flex wrap gap={FIELD_ROW_GAP}>`):
 * 16 px between fields side by side, none between wrapped lines, so a wrapped field sits under the
 * one above it by the fields' own margin, as stacked fields do (a `gap={16}` added 16 px more).
 */
export const FIELD_ROW_GAP = '0 16px';
