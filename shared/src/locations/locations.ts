import { getStates } from '@brazilian-utils/brazilian-utils/get-states';

export type StateOption = { value: string; label: string };
export type CityOption = { value: string; label: string; state: string };

export const byLabel = (a: { label: string }, b: { label: string }) =>
  a.label.localeCompare(b.label, 'pt-BR');

/** The 27 federative units as dropdown options: value = sigla, label = nome, sorted by name (SPEC §3). */
export const stateOptions = (): StateOption[] =>
  getStates()
    .map((state) => ({ value: state.code, label: state.name }))
    .sort(byLabel);

/**
 * Where a record is, as every screen writes it: "Marabá / PA" with its municipality, the state's name
 * ("Pará") when only the state is known (a bare "PA" reads as a code), the municipality alone without
 * a state, and '' when neither is set.
 */
export const placeLabel = (
  municipality: string | null | undefined,
  state: string | null | undefined,
): string => {
  if (municipality) return state ? `${municipality} / ${state}` : municipality;
  if (!state) return '';
  const code = state.toUpperCase();
  return getStates().find((s) => s.code === code)?.name ?? state;
};

/**
 * The municipalities of one state (two-letter code, any case), sorted by name. The list of all
 * 5,571 is ~40 KB gzip, so it is fetched on the first call instead of on the first page.
 */
export const loadCityOptions = async (uf: string): Promise<CityOption[]> => {
  const { cityOptions } = await import('./city-options');
  return cityOptions(uf);
};
