import { randomUUID } from 'node:crypto';
import type { StakeholderRow } from '../../../db/schema';
import { shapeOf, wordPatterns } from '../stakeholder-search.query';
import { toSummary } from '../stakeholder.mapper';

/** The repository's parts on their own, without a database. */
describe('stakeholder search query and mapper', () => {
  it('turns a query into its folded words, longest first, wildcards escaped, at most six', () => {
    expect(wordPatterns('  Adriana   VIEIRA ')).toEqual(['%adriana%', '%vieira%']);
    expect(wordPatterns('São 100%')).toEqual(['%100\\%%', '%sao%']);
    expect(wordPatterns('a b c d e f g h')).toHaveLength(6);
    expect(wordPatterns('   ')).toEqual([]);
  });

  it('gives onlyBasicInfo searches and each word count a statement shape of their own', () => {
    const query = { q: 'adriana vieira', page: 1, size: 20 } as Parameters<typeof shapeOf>[0];
    expect(shapeOf(query, true)).not.toBe(shapeOf(query, false));
    expect(shapeOf({ ...query, q: 'adriana' }, false)).not.toBe(shapeOf(query, false));
    // A filter is part of the prepared statement: its presence is a shape of its own.
    expect(shapeOf({ ...query, responsibleId: randomUUID() }, false)).not.toBe(shapeOf(query, false));
  });

  it('leaves the personal fields out of a restricted summary', () => {
    const row = {
      id: randomUUID(),
      workspaceId: randomUUID(),
      kind: 'person',
      name: 'Ana',
      document: '52998224725',
      email: 'ana@example.com',
      phone: '31 9999-0000',
      categoryCode: null,
      scopeCode: null,
      entityTypeCode: null,
      state: 'MG',
      municipality: 'Mariana',
      influence: 3,
      interest: 3,
      anonymisedAt: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    } as unknown as StakeholderRow;
    const restricted = toSummary(row, null, true);
    expect(restricted).not.toHaveProperty('document');
    expect(restricted).not.toHaveProperty('email');
    expect(restricted).toMatchObject({ name: 'Ana', restricted: true });
    expect(toSummary(row, null, false)).toMatchObject({ document: '52998224725', restricted: false });
  });
});
