import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { cityOptions, stateOptions } from '@conexoes/shared';

type SingleSelectProps = Omit<SelectProps<string>, 'options' | 'mode'>;

const allStates = stateOptions();

/** The 27 UFs: value = sigla, label = nome (SPEC §3). */
export function StateSelect(props: SingleSelectProps) {
  return <Select<string> allowClear showSearch={{ optionFilterProp: 'label' }} options={allStates} {...props} />;
}

export type CitySelectProps = SingleSelectProps & { state?: string | null };

/** Municipalities of the chosen state (value = label = name); disabled until a state is chosen. */
export function CitySelect({ state, disabled, ...props }: CitySelectProps) {
  const options = useMemo(() => (state ? cityOptions(state) : []), [state]);
  return (
    <Select<string>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      disabled={disabled || !state}
      {...props}
    />
  );
}
