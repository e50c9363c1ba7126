import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderAt } from '@conexoes/shared/testing';
import { DataTable, type DataColumn } from '../blocks/data-table';
import { DetailDrawer } from '../blocks/detail-drawer';
import '../dashboards.i18n';

jest.setTimeout(60_000);

type City = { id: string; name: string; people: number };

// Twelve rows: more than one page of five.
const CITIES: City[] = [
  'São Paulo',
  'Belém',
  'Curitiba',
  'Recife',
  'Manaus',
  'Goiânia',
  'Vitória',
  'Natal',
  'Maceió',
  'Cuiabá',
  'Aracaju',
  'Palmas',
].map((name, i) => ({ id: `c${i}`, name, people: (i * 7919) % 1000 }));

const columns: DataColumn<City>[] = [
  { key: 'name', title: 'City', text: (c) => c.name, sortValue: (c) => c.name },
  { key: 'people', title: 'People', text: (c) => String(c.people), sortValue: (c) => c.people },
];

function Harness() {
  const [open, setOpen] = useState<City | null>(null);
  return (
    <>
      <DataTable
        rows={CITIES}
        columns={columns}
        label="Cities"
        searchLabel="Search cities"
        pageSize={5}
        onOpen={setOpen}
      />
      <DetailDrawer
        title={open?.name ?? null}
        onClose={() => setOpen(null)}
        items={open ? [{ label: 'People', value: String(open.people) }] : []}
      />
    </>
  );
}

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('shows one page of rows and the next on demand', async () => {
    const user = setup();
    await renderAt(<Harness />, '/');
    expect(screen.getByText('12 rows')).toBeInTheDocument();
    expect(firstCells()).toEqual(CITIES.slice(0, 5).map((c) => c.name));
    await user.click(screen.getByRole('listitem', { name: '3' }));
    expect(firstCells()).toEqual(CITIES.slice(10).map((c) => c.name));
  });

  it('finds rows by any word they read, accents and case ignored, from the first page', async () => {
    const user = setup();
    await renderAt(<Harness />, '/');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await user.type(screen.getByRole('textbox', { name: 'Search cities' }), 'BELEM');
    expect(firstCells()).toEqual(['Belém']);
    expect(screen.getByText('1 row')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Search cities' }));
    await user.type(screen.getByRole('textbox', { name: 'Search cities' }), 'nowhere');
    expect(screen.getByText('Nothing matches the search')).toBeInTheDocument();
  });

  it('sorts a column by its values, ascending then descending', async () => {
    const user = setup();
    await renderAt(<Harness />, '/');
    const byPeople = [...CITIES].sort((a, b) => a.people - b.people);
    await user.click(screen.getByRole('columnheader', { name: /People/ }));
    expect(firstCells()).toEqual(byPeople.slice(0, 5).map((c) => c.name));
    await user.click(screen.getByRole('columnheader', { name: /People/ }));
    expect(firstCells()).toEqual(
      byPeople
        .reverse()
        .slice(0, 5)
        .map((c) => c.name),
    );
    await user.click(screen.getByRole('columnheader', { name: /City/ }));
    expect(firstCells()[0]).toBe('Aracaju');
  });

  it('opens a row in a drawer with its details, closed by its button', async () => {
    const user = setup();
    await renderAt(<Harness />, '/');
    await user.click(screen.getByRole('button', { name: 'Recife' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Recife')).toBeInTheDocument();
    expect(within(drawer).getByText(String(CITIES[3]!.people))).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on a phone, reads each row as a card: its first cell, opening its details, then every other heading and value', async () => {
    const user = setup();
    const before = window.innerWidth;
    window.innerWidth = 360;
    try {
      await renderAt(<Harness />, '/');
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['City']);
      expect(bodyRows()[1]).toHaveTextContent(`BelémPeople: ${CITIES[1]!.people}`);
      await user.click(screen.getByRole('button', { name: 'Belém' }));
      expect(await screen.findByRole('dialog', { name: 'Belém' })).toBeInTheDocument();
    } finally {
      window.innerWidth = before;
    }
  });
});
