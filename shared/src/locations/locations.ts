import { getStates } from '@brazilian-utils/brazilian-utils/get-states';
import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities';

export type StateOption = { value: string; label: string };
export type CityOption = { value: string; label: string; state: string };

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'pt-BR');

/** The 27 federative units as dropdown options: value = sigla, label = nome, sorted by name (SPEC §3). */
export const stateOptions = (): StateOption[] =>
  getStates()
    .map((state) => ({ value: state.code, label: state.name }))
    .sort(byLabel);

/** The municipalities of one state (two-letter code, any case); value = label = city name. */
export const cityOptions = (uf: string): CityOption[] => {
  const code = uf.trim().toUpperCase();
  const state = getStates().find((s) => s.code === code);
  if (!state) return [];
  return getMunicipalities(state.code)
    .map((city) => ({ value: city.name, label: city.name, state: state.code }))
    .sort(byLabel);
};
