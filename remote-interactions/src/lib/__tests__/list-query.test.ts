import {
  grievanceFilters,
  grievanceOutcomes,
  grievanceStages,
  interactionSortFields,
} from '@conexoes/shared/contract';
import { GRIEVANCE_FILTERS, GRIEVANCE_OUTCOMES, GRIEVANCE_STAGES } from '../grievance';
import {
  DEFAULT_PAGE_SIZE,
  SORTABLE,
  filterCount,
  hasFilters,
  parseQuery,
  toApiParams,
  toSearchParams,
} from '../list-query';

const MARIA = '0190a3c4-5b6d-7e8f-9a0b-1c2d3e4f5a6b';
const TOPIC = '0190a3c4-5b6d-7e8f-9a0b-1c2d3e4f5a6c';
const parse = (search: string) => parseQuery(new URLSearchParams(search));

describe('the interaction list query', () => {
  it('keeps an ODS from 1 to 17 only, as text', () => {
    expect(parse('ods=1').filters).toEqual({ ods: '1' });
    expect(parse('ods=17').filters).toEqual({ ods: '17' });
    for (const bad of ['0', '18', '6.5', 'six', '-1']) expect(parse(`ods=${bad}`).filters).toEqual({});
  });

  it('upper-cases a two-letter state and drops anything else', () => {
    expect(parse('state=mg').filters).toEqual({ state: 'MG' });
    for (const bad of ['M', 'MGS', 'M1']) expect(parse(`state=${bad}`).filters).toEqual({});
  });

  it('trims the municipality, up to 120 characters', () => {
    expect(parse('municipality=%20Ouro%20Preto%20').filters).toEqual({ municipality: 'Ouro Preto' });
    expect(parse(`municipality=${'a'.repeat(120)}`).filters).toEqual({ municipality: 'a'.repeat(120) });
    expect(parse(`municipality=${'a'.repeat(121)}`).filters).toEqual({});
  });

  it('keeps perception, direction and follow-up only from their lists', () => {
    expect(parse('perception=negative&direction=inbound&followUp=overdue').filters).toEqual({
      perception: 'negative',
      direction: 'inbound',
      followUp: 'overdue',
    });
    expect(parse('perception=great&direction=sideways&followUp=someday').filters).toEqual({});
  });

  it('keeps the grievance filter from its list, the contract’s, written after the follow-up', () => {
    expect([...GRIEVANCE_FILTERS]).toEqual([...grievanceFilters]);
    expect([...GRIEVANCE_OUTCOMES]).toEqual([...grievanceOutcomes]);
    expect([...GRIEVANCE_STAGES]).toEqual([...grievanceStages]);
    expect(parse('grievance=overdue').filters).toEqual({ grievance: 'overdue' });
    // The dashboard's late figures open the list on their own target.
    expect(parse('grievance=acknowledgementOverdue').filters).toEqual({
      grievance: 'acknowledgementOverdue',
    });
    expect(parse('grievance=resolutionOverdue').filters).toEqual({ grievance: 'resolutionOverdue' });
    expect(toApiParams(parse('grievance=resolutionOverdue'))).toMatchObject({
      grievance: 'resolutionOverdue',
    });
    expect(parse('grievance=someday').filters).toEqual({});
    const query = parse('grievance=open&followUp=overdue');
    expect(toSearchParams(query).toString()).toBe('followUp=overdue&grievance=open');
    expect(toApiParams(query)).toMatchObject({ grievance: 'open', followUp: 'overdue' });
  });

  it('takes uuids for the stakeholder and topic, dates for the period, codes for the option lists', () => {
    expect(
      parse(
        `stakeholderId=${MARIA}&topicId=${TOPIC}&from=2026-01-01&to=2026-03-31&type=meeting&channel=phone` +
          '&classification=complaint&status=open',
      ).filters,
    ).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      type: 'meeting',
      channel: 'phone',
      classification: 'complaint',
      status: 'open',
      stakeholderId: MARIA,
      topicId: TOPIC,
    });
    expect(parse('stakeholderId=maria&topicId=1&from=yesterday&to=2026-3-31&type=a%20b').filters).toEqual({});
  });

  it('keeps a sort on a sortable field only, and sends newest first otherwise', () => {
    expect(SORTABLE).toEqual([...interactionSortFields]);
    expect(parse('sort=subject,asc').sort).toBe('subject,asc');
    expect(parse('sort=secret,asc')).not.toHaveProperty('sort');
    expect(toApiParams(parse('')).sort).toBe('startsAt,desc');
    expect(toApiParams(parse('sort=code,asc')).sort).toBe('code,asc');
  });

  it('writes filters in a fixed order, leaving defaults out, and reads them back', () => {
    const query = parse(
      `q=poeira&followUp=overdue&from=2026-01-01&stakeholderId=${MARIA}&sort=code,asc&page=2`,
    );
    expect(toSearchParams(query).toString()).toBe(
      `q=poeira&from=2026-01-01&followUp=overdue&stakeholderId=${MARIA}&sort=code%2Casc&page=2`,
    );
    expect(parseQuery(toSearchParams(query))).toEqual(query);
    expect(toSearchParams({ page: 1, size: DEFAULT_PAGE_SIZE, filters: {} }).toString()).toBe('');
  });

  it('counts filters, not the search', () => {
    expect(filterCount(parse('q=poeira&ods=6&state=sp'))).toBe(2);
    expect(hasFilters(parse('q=poeira'))).toBe(true);
    expect(hasFilters(parse('sort=code,asc'))).toBe(false);
  });
});
