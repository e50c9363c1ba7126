import { newRecordId } from '../record-id';

// Bulk imports rely on new ids sorting in the order they were made (index locality, decision 0024).
describe('newRecordId', () => {
  it('makes version-7 UUIDs that sort in the order they were made, even within one millisecond', () => {
    const ids = Array.from({ length: 10_000 }, () => newRecordId());
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
