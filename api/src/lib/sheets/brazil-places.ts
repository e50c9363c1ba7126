import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities';
import { getStates } from '@brazilian-utils/brazilian-utils/get-states';
import { foldText } from '../text';
import { foldCached } from './fold-cache';

export type Municipality = { code: string; name: string };

/** Indexes built once: 100k rows must not scan a state's municipalities each. */
let stateIndex: Map<string, string> | undefined;
let municipalityIndex: Map<string, Map<string, Municipality>> | undefined;
let codeIndex: Map<string, Municipality & { state: string }> | undefined;

const build = () => {
  stateIndex = new Map();
  municipalityIndex = new Map();
  codeIndex = new Map();
  for (const state of getStates()) {
    stateIndex.set(foldText(state.code), state.code);
    stateIndex.set(foldText(state.name), state.code);
    const cities = new Map<string, Municipality>();
    for (const m of getMunicipalities(state.code)) {
      cities.set(foldText(m.name), { code: m.code, name: m.name });
      codeIndex.set(m.code, { code: m.code, name: m.name, state: state.code });
    }
    municipalityIndex.set(state.code, cities);
  }
};

/** UF sigla from a sigla or a state name, ignoring case and accents. */
export const resolveState = (value: string): string | undefined => {
  if (!stateIndex) build();
  return stateIndex?.get(foldCached(value));
};

/** The IBGE municipality of that state, by name (case and accents ignored) or 7-digit IBGE code. */
export const resolveMunicipality = (state: string, value: string): Municipality | undefined => {
  if (!municipalityIndex) build();
  const cities = municipalityIndex?.get(state);
  if (!cities) return undefined;
  const byName = cities.get(foldCached(value).replace(/\s+/g, ' '));
  if (byName) return byName;
  if (/^\d{7}$/.test(value.trim())) return [...cities.values()].find((m) => m.code === value.trim());
  return undefined;
};

/** The IBGE municipality of a 7-digit code, with its state's UF. */
export const municipalityByCode = (code: string): (Municipality & { state: string }) | undefined => {
  if (!codeIndex) build();
  return codeIndex?.get(code);
};
