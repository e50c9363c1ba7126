import { useEffect, useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { loadCityOptions, stateOptions, type CityOption } from '@conexoes/shared';
import { accentFreeSearch } from './accent-free-search';
import { notFoundWhile } from './searching';
import { searchable } from '../select-icons';

type SingleSelectProps = Omit<SelectProps<string>, 'options' | 'mode'>;

const allStates = stateOptions();

// Typing "sao joao" finds "São João del Rei"; a state is found by its name or its sigla ("MG").
const searchByLabel = accentFreeSearch();
const searchByNameOrSigla = accentFreeSearch(true);

/** The 27 UFs: value = sigla, label = nome (SPEC §3). */
export function StateSelect(props: SingleSelectProps) {
  return (
    <Select<string> allowClear showSearch={searchable(searchByNameOrSigla)} options={allStates} {...props} />
  );
}

export type CitySelectProps = SingleSelectProps & { state?: string | null };

type LoadedCities = { state: string; options: CityOption[] };

/**
 * Municipalities of the chosen state (value = label = name); disabled until a state is chosen.
 * The list is fetched when a state is chosen (it is too big for the first page).
 */
export function CitySelect({ state, disabled, ...props }: CitySelectProps) {
  const [loaded, setLoaded] = useState<LoadedCities | null>(null);
  useEffect(() => {
    if (!state) return undefined;
    let current = true;
    loadCityOptions(state).then(
      (options) => current && setLoaded({ state, options }),
      // A failed chunk load leaves an empty list rather than a spinner that never ends.
      () => current && setLoaded({ state, options: [] }),
    );
    return () => {
      current = false;
    };
  }, [state]);
  const ready = Boolean(state) && loaded?.state === state;
  return (
    <Select<string>
      allowClear
      showSearch={searchable(searchByLabel)}
      options={ready ? loaded?.options : []}
      loading={Boolean(state) && !ready}
      notFoundContent={notFoundWhile(Boolean(state) && !ready)}
      disabled={disabled || !state}
      {...props}
    />
  );
}
