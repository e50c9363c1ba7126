import { getStates } from '@brazilian-utils/brazilian-utils/get-states';
import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities';
import { byLabel, type CityOption } from './locations';

/** The municipalities of one state (two-letter code, any case); value = label = city name. */
export const cityOptions = (uf: string): CityOption[] => {
  const code = uf.trim().toUpperCase();
  const state = getStates().find((s) => s.code === code);
  if (!state) return [];
  return getMunicipalities(state.code)
    .map((city) => ({ value: city.name, label: city.name, state: state.code }))
    .sort(byLabel);
};
