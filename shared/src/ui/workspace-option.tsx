import type { ReactNode } from 'react';

/** A workspace choice in a picker's list: indented under its parent, which stands right above it. */
export const renderWorkspaceOption = (option: { label?: ReactNode; data: { depth?: number } }): ReactNode => (
  <span style={{ paddingInlineStart: (option.data.depth ?? 0) * 16 }}>{option.label}</span>
);
