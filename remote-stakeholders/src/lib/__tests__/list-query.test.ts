import { stakeholderSortFields } from '@conexoes/shared/contract';
import {
  DEFAULT_PAGE_SIZE,
  SORT_FIELDS,
  filterCount,
  hasFilters,
  listPath,
  parseQuery,
  toApiParams,
  toSearchParams,
} from '../list-query';

const ANA = '0190a3c4-5b6d-7e8f-9a0b-1c2d3e4f5a6b';
const parse = (search: string) => parseQuery(new URLSearchParams(search));

describe('the stakeholder list query', () => {
  it('reads influence and interest as whole numbers from 1 to 5', () => {
    expect(parse('influence=1&interest=5').filters).toEqual({ influence: 1, interest: 5 });
    for (const bad of ['0', '6', '2.5', 'high']) {
      expect(parse(`influence=${bad}&interest=${bad}`).filters).toEqual({});
    }
  });

  it('keeps a kind that is a person or an organisation, and a uuid as the responsible', () => {
    expect(parse(`kind=organization&responsibleId=${ANA}`).filters).toEqual({
      kind: 'organization',
      responsibleId: ANA,
    });
    expect(parse('kind=robot&responsibleId=ana').filters).toEqual({});
  });

  it('passes the other filters on as written (the API checks them)', () => {
    expect(
      parse(
        'category=community&scope=local&state=mg&municipality=Belo%20Horizonte&topic=water&entityType=ngo',
      ).filters,
    ).toEqual({
      category: 'community',
      scope: 'local',
      state: 'mg',
      municipality: 'Belo Horizonte',
      topic: 'water',
      entityType: 'ngo',
    });
  });

  it('keeps a sort on a field the API sorts by only', () => {
    expect(SORT_FIELDS).toEqual([...stakeholderSortFields]);
    expect(parse('sort=name,desc').sort).toBe('name,desc');
    expect(parse('sort=createdAt,asc').sort).toBe('createdAt,asc');
    for (const bad of ['password,asc', 'name,up', 'name,asc,x'])
      expect(parse(`sort=${bad}`)).not.toHaveProperty('sort');
  });

  it('writes filters in a fixed order, leaving defaults out, and reads them back', () => {
    const query = parse('interest=5&category=ngo&page=1&size=20');
    expect(toSearchParams(query).toString()).toBe('category=ngo&interest=5');
    const full = parse(
      `q=sao%20joao&kind=person&influence=4&responsibleId=${ANA}&sort=name,asc&page=2&size=50`,
    );
    expect(parseQuery(toSearchParams(full))).toEqual(full);
    expect(toSearchParams({ page: 1, size: DEFAULT_PAGE_SIZE, filters: {} }).toString()).toBe('');
  });

  it('sends no sort of its own, and no page or size for an export', () => {
    const query = parse('influence=4&page=2');
    expect(toApiParams(query)).toMatchObject({
      sort: undefined,
      page: 2,
      size: DEFAULT_PAGE_SIZE,
      influence: 4,
    });
    expect(toApiParams(query, false)).not.toHaveProperty('page');
    expect(toApiParams(query, false)).not.toHaveProperty('size');
  });

  it('counts filters, not the search', () => {
    expect(filterCount(parse('q=ana&influence=2&kind=person'))).toBe(2);
    expect(hasFilters(parse('q=ana'))).toBe(true);
    expect(hasFilters(parse('page=2'))).toBe(false);
  });

  it('links the dashboard to the list', () => {
    expect(listPath({ influence: 5, interest: 4 })).toBe('/stakeholders/list?influence=5&interest=4');
    expect(listPath({ q: 'ana', responsibleId: ANA })).toBe(`/stakeholders/list?q=ana&responsibleId=${ANA}`);
    expect(listPath({})).toBe('/stakeholders/list');
  });
});
