import { loadCityOptions, placeLabel, stateOptions } from '../locations';

describe('Brazil locations (SPEC §3)', () => {
  it('lists the 27 federative units as sigla/nome options sorted by name', () => {
    const states = stateOptions();
    expect(states).toHaveLength(27);
    expect(states).toContainEqual({ value: 'MG', label: 'Minas Gerais' });
    expect(states).toContainEqual({ value: 'DF', label: 'Distrito Federal' });
    const labels = states.map((s) => s.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(labels[0]).toBe('Acre');
  });

  it('loads the cities of a state with value = label = name and the state code, sorted by name', async () => {
    const cities = await loadCityOptions('MG');
    expect(cities).toContainEqual({ value: 'Belo Horizonte', label: 'Belo Horizonte', state: 'MG' });
    expect(cities).toContainEqual({ value: 'Itabira', label: 'Itabira', state: 'MG' });
    expect(cities.length).toBe(853);
    expect(cities.every((c) => c.state === 'MG')).toBe(true);
    expect(cities.some((c) => c.value === 'São Paulo')).toBe(false);
    const labels = cities.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('accepts a lower-case code and answers nothing for an unknown one', async () => {
    expect(await loadCityOptions('mg')).toEqual(await loadCityOptions('MG'));
    expect(await loadCityOptions('XX')).toEqual([]);
  });

  it('writes a place with its municipality as "Marabá / PA", and a state alone by its name, not its code', () => {
    expect(placeLabel('Marabá', 'PA')).toBe('Marabá / PA');
    expect(placeLabel(null, 'PA')).toBe('Pará');
    expect(placeLabel(undefined, 'df')).toBe('Distrito Federal');
    expect(placeLabel('Marabá', null)).toBe('Marabá');
    expect(placeLabel(null, null)).toBe('');
  });
});
