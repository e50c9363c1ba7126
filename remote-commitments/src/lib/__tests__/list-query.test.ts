import { commitmentListQuery, planListQuery } from '../list-query';

const OWNER = '0190a3c4-5b6d-7e8f-9a0b-1c2d3e4f5a6b';
const commitments = (search: string) => commitmentListQuery.parseQuery(new URLSearchParams(search));
const plans = (search: string) => planListQuery.parseQuery(new URLSearchParams(search));

describe('the commitment register query', () => {
  it('keeps a status from the register’s list (overdue included), codes, uuids and dates', () => {
    expect(
      commitments(
        `status=overdue&source=voluntary&priority=high&risk=low&ownerId=${OWNER}&negotiationPlanId=${OWNER}` +
          '&dueFrom=2026-01-01&dueTo=2026-01-31&createdFrom=2025-12-01&createdTo=2025-12-31',
      ).filters,
    ).toEqual({
      status: 'overdue',
      source: 'voluntary',
      priority: 'high',
      risk: 'low',
      ownerId: OWNER,
      negotiationPlanId: OWNER,
      dueFrom: '2026-01-01',
      dueTo: '2026-01-31',
      createdFrom: '2025-12-01',
      createdTo: '2025-12-31',
    });
    expect(
      commitments('status=late&source=a%20b&ownerId=ana&interactionId=1&dueFrom=01/01/2026&topicId=x')
        .filters,
    ).toEqual({});
  });

  it('sorts by the fields the API sorts by, due date first by default', () => {
    expect(commitments('sort=priority,desc').sort).toBe('priority,desc');
    expect(commitments('sort=owner,asc')).not.toHaveProperty('sort');
    expect(commitmentListQuery.toApiParams(commitments(''))).toMatchObject({ sort: 'dueDate,asc', page: 1 });
  });

  it('links the dashboard to the register, leaving unset filters out', () => {
    expect(
      commitmentListQuery.href('/commitments/management', {
        filters: { createdFrom: undefined, createdTo: '2026-03-31', status: 'overdue' },
      }),
    ).toBe('/commitments/management?status=overdue&createdTo=2026-03-31');
    expect(commitmentListQuery.href('/commitments/management', { filters: {} })).toBe(
      '/commitments/management',
    );
  });

  it('counts filters, not the search, and reads back what it writes', () => {
    const query = commitments(`q=escola&status=open&ownerId=${OWNER}&page=2&size=50&sort=title,asc`);
    expect(commitmentListQuery.filterCount(query)).toBe(2);
    expect(commitmentListQuery.hasFilters(commitments('q=escola'))).toBe(true);
    expect(commitmentListQuery.parseQuery(commitmentListQuery.toSearchParams(query))).toEqual(query);
  });
});

describe('the negotiation plan list query', () => {
  it('keeps a plan status, uuids and a date range', () => {
    expect(
      plans(`status=in_negotiation&responsibleId=${OWNER}&from=2026-01-01&to=2026-06-30`).filters,
    ).toEqual({
      status: 'in_negotiation',
      responsibleId: OWNER,
      from: '2026-01-01',
      to: '2026-06-30',
    });
    expect(plans('status=overdue&stakeholderId=x&from=2026').filters).toEqual({});
  });

  it('sorts by start date, newest first, unless another sortable field is chosen', () => {
    expect(planListQuery.toApiParams(plans(''))).toMatchObject({ sort: 'startDate,desc' });
    expect(plans('sort=title,asc').sort).toBe('title,asc');
    expect(plans('sort=dueDate,asc')).not.toHaveProperty('sort');
  });
});
