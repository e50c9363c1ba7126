import type { ReactNode } from 'react';
import { Select, type SelectProps } from 'antd';
import { searchable } from './select-icons';
import type { WorkspaceChoiceOption } from './workspace-choices';

export type WorkspaceSelectProps = Omit<
  SelectProps<string, WorkspaceChoiceOption>,
  'options' | 'optionRender' | 'showSearch'
> & {
  /** `useWorkspaceChoices()`: in tree order, each with its depth. */
  options: WorkspaceChoiceOption[];
};

/** A choice in the open list: indented under its parent, which stands right above it. */
const indented = (option: { label?: ReactNode; data: WorkspaceChoiceOption }): ReactNode => (
  <span style={{ paddingInlineStart: option.data.depth * 16 }}>{option.label}</span>
);

/** The one picker of a workspace among the chosen ones: the tree read top to bottom, found by name. */
export function WorkspaceSelect({ options, ...props }: WorkspaceSelectProps) {
  return (
    <Select<string, WorkspaceChoiceOption>
      {...props}
      options={options}
      optionRender={indented}
      showSearch={searchable({ optionFilterProp: 'label' })}
    />
  );
}
