import { DEFAULT_PAGE_SIZE, PAGE_SIZES, defineListQuery, type ListQuery } from '../list-query';

const ID = '0190a3c4-5b6d-7e8f-9a0b-1c2d3e4f5a6b';

type Filters = {
  from?: string;
  ownerId?: string;
  type?: string;
  overdue?: string;
  state?: string;
  note?: string;
  municipality?: string;
  level?: number;
  color?: 'red' | 'green';
};

const list = defineListQuery<Filters>({
  filters: {
    from: 'date',
    ownerId: 'uuid',
    type: 'code',
    overdue: 'bool',
    state: 'uf',
    note: 'text',
    municipality: { maxLength: 10 },
    level: { min: 1, max: 5 },
    color: ['red', 'green'],
  },
  sortable: ['name', 'updatedAt'],
  defaultSort: 'updatedAt,desc',
});

const parse = (search: string) => list.parseQuery(new URLSearchParams(search));
const filtersOf = (search: string) => parse(search).filters;

describe('defineListQuery: reading the URL', () => {
  it('starts on the first page at the default size, without search, sort or filters', () => {
    expect(parse('')).toEqual({ page: 1, size: DEFAULT_PAGE_SIZE, filters: {} });
    expect(PAGE_SIZES).toContain(DEFAULT_PAGE_SIZE);
  });

  it('takes a page and size that are whole numbers from 1, the size at most 100', () => {
    expect(parse('page=3&size=50')).toMatchObject({ page: 3, size: 50 });
    expect(parse('page=1&size=100')).toMatchObject({ page: 1, size: 100 });
    for (const bad of ['0', '-2', '1.5', 'two', '']) {
      expect(parse(`page=${bad}&size=${bad}`)).toMatchObject({ page: 1, size: DEFAULT_PAGE_SIZE });
    }
    expect(parse('size=101').size).toBe(DEFAULT_PAGE_SIZE);
  });

  it('trims the search text and drops a blank one', () => {
    expect(parse('q=%20%20poeira%20').q).toBe('poeira');
    expect(parse('q=%20%20')).not.toHaveProperty('q');
  });

  it('keeps a sort only on a sortable field, ascending or descending', () => {
    expect(parse('sort=name,asc').sort).toBe('name,asc');
    expect(parse('sort=updatedAt,desc').sort).toBe('updatedAt,desc');
    for (const bad of ['password,asc', 'name,up', 'name', 'name,', ',asc', 'name,asc,extra', 'Name,asc']) {
      expect(parse(`sort=${bad}`)).not.toHaveProperty('sort');
    }
  });

  it('reads each kind of filter and drops malformed values', () => {
    expect(
      filtersOf(
        `from=2026-03-01&ownerId=${ID}&type=field_visit-2&overdue=true&state=mg&note=%20as%20written%20` +
          `&municipality=%20Ouro%20Preto%20&level=4&color=green`,
      ),
    ).toEqual({
      from: '2026-03-01',
      ownerId: ID,
      type: 'field_visit-2',
      overdue: 'true',
      state: 'MG',
      note: ' as written ',
      municipality: 'Ouro Preto',
      level: 4,
      color: 'green',
    });
    expect(
      filtersOf(
        'from=01/03/2026&ownerId=ana&type=-meeting&overdue=false&state=MGS&municipality=Belo%20Horizonte' +
          '&level=6&color=blue',
      ),
    ).toEqual({});
  });

  it('checks a date by its form, a uuid whatever its case, a code by its characters', () => {
    expect(filtersOf('from=2026-3-1')).toEqual({});
    expect(filtersOf(`ownerId=${ID.toUpperCase()}`)).toEqual({ ownerId: ID.toUpperCase() });
    expect(filtersOf('type=a%20b')).toEqual({});
    expect(filtersOf('state=1a')).toEqual({});
  });

  it('reads an integer range as a number within its bounds', () => {
    expect(filtersOf('level=1').level).toBe(1);
    expect(filtersOf('level=5').level).toBe(5);
    for (const bad of ['0', '6', '2.5', 'four']) expect(filtersOf(`level=${bad}`)).toEqual({});
  });

  it('trims free text, dropping it when blank or longer than its limit once trimmed', () => {
    expect(filtersOf('municipality=%20%201234567890%20').municipality).toBe('1234567890');
    expect(filtersOf('municipality=12345678901')).toEqual({});
    expect(filtersOf('municipality=%20%20%20')).toEqual({});
  });

  it('ignores empty values and parameters the list does not declare', () => {
    expect(filtersOf('note=&color=&password=x&filters=y')).toEqual({});
  });
});

describe('defineListQuery: writing the URL', () => {
  it('leaves defaults and unset filters out, so a plain list has an empty query', () => {
    expect(list.toSearchParams({ page: 1, size: DEFAULT_PAGE_SIZE, filters: {} }).toString()).toBe('');
    expect(
      list
        .toSearchParams({ q: '', page: 1, filters: { type: undefined, note: '', state: undefined } })
        .toString(),
    ).toBe('');
  });

  it('writes search, filters in the declared order, sort, then page and size', () => {
    const params = list.toSearchParams({
      size: 50,
      page: 2,
      sort: 'name,asc',
      filters: { color: 'red', level: 3, from: '2026-01-01' },
      q: 'poeira',
    });
    expect([...params.keys()]).toEqual(['q', 'from', 'level', 'color', 'sort', 'page', 'size']);
    expect(params.get('level')).toBe('3');
  });

  it('reads back what it writes', () => {
    const query: ListQuery<Filters> = {
      q: 'poeira seca',
      page: 4,
      size: 10,
      sort: 'updatedAt,asc',
      filters: {
        from: '2026-03-01',
        ownerId: ID,
        type: 'meeting',
        overdue: 'true',
        state: 'SP',
        note: 'São Paulo & região',
        municipality: 'São Paulo',
        level: 2,
        color: 'red',
      },
    };
    expect(list.parseQuery(list.toSearchParams(query))).toEqual(query);
    const plain = parse('');
    expect(list.parseQuery(list.toSearchParams(plain))).toEqual(plain);
  });

  it('links to a list path, with no `?` when nothing narrows it', () => {
    expect(list.href('/things/list', { filters: {} })).toBe('/things/list');
    expect(list.href('/things/list', { q: 'água', filters: { color: 'green', state: undefined } })).toBe(
      '/things/list?q=%C3%A1gua&color=green',
    );
  });
});

describe('defineListQuery: API parameters and counts', () => {
  const query = parse('q=poeira&color=red&level=2&page=3&size=50');

  it('sends search, sort (the default when none is chosen), page, size and filters', () => {
    expect(list.toApiParams(query)).toEqual({
      q: 'poeira',
      sort: 'updatedAt,desc',
      page: 3,
      size: 50,
      color: 'red',
      level: 2,
    });
    expect(list.toApiParams(parse('sort=name,asc'))).toMatchObject({ q: undefined, sort: 'name,asc' });
  });

  it('sends no page or size for an export (the whole result)', () => {
    const params = list.toApiParams(query, false);
    expect(params).not.toHaveProperty('page');
    expect(params).not.toHaveProperty('size');
    expect(params).toMatchObject({ q: 'poeira', color: 'red', level: 2 });
  });

  it('leaves the sort to the API when the list has no default', () => {
    const unsorted = defineListQuery({ filters: { type: 'code' }, sortable: ['name'] });
    expect(unsorted.toApiParams(unsorted.parseQuery(new URLSearchParams())).sort).toBeUndefined();
  });

  it('counts the filters set, not the search; either one narrows the list', () => {
    expect(list.filterCount(query)).toBe(2);
    expect(list.hasFilters(query)).toBe(true);
    expect(list.filterCount(parse('q=poeira'))).toBe(0);
    expect(list.hasFilters(parse('q=poeira'))).toBe(true);
    expect(list.hasFilters(parse('page=2&sort=name,asc'))).toBe(false);
  });

  it('gives back its definition (the table needs the sortable fields and default sort)', () => {
    expect(list.sortable).toEqual(['name', 'updatedAt']);
    expect(list.defaultSort).toBe('updatedAt,desc');
  });
});
