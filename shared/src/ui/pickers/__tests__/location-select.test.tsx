import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { chooseOption } from '../../../testing/select';
import { CitySelect, StateSelect } from '../location-select';

/** A state picker stand-in around the real CitySelect, as the form and the filters use it. */
function CityOfState({ initial }: { initial: string | null }) {
  const [city, setCity] = useState<string | undefined>();
  return (
    <>
      <CitySelect aria-label="City" state={initial} value={city} onChange={setCity} />
      <output aria-label="Chosen city">{city}</output>
    </>
  );
}

const cityBox = () => screen.getAllByLabelText('City').find((el) => el.getAttribute('role') === 'combobox');

describe('CitySelect', () => {
  it('is disabled until a state is chosen', () => {
    render(<CityOfState initial={null} />);
    expect(cityBox()).toBeDisabled();
  });

  it("offers the chosen state's municipalities, fetched on demand", async () => {
    render(<CityOfState initial="MG" />);
    await waitFor(() => expect(cityBox()).toBeEnabled());
    await chooseOption('City', 'Itabi', 'Itabira');
    expect(screen.getByLabelText('Chosen city')).toHaveTextContent('Itabira');
  });

  it('finds a municipality typed without accents or capitals', async () => {
    render(<CityOfState initial="MG" />);
    await waitFor(() => expect(cityBox()).toBeEnabled());
    await chooseOption('City', 'sao joao del', 'São João del Rei');
    expect(screen.getByLabelText('Chosen city')).toHaveTextContent('São João del Rei');
  });
});

describe('StateSelect', () => {
  it('finds a state by its sigla as well as by its name typed without accents', async () => {
    const chosen: string[] = [];
    render(<StateSelect aria-label="State" onChange={(uf) => chosen.push(uf)} />);
    await chooseOption('State', 'MG', 'Minas Gerais');
    await chooseOption('State', 'sao paulo', 'São Paulo');
    expect(chosen).toEqual(['MG', 'SP']);
  });
});
