import { toFieldErrors } from '../field-errors';

const problem = (errors: { path: string; message: string }[]) => ({
  type: 'about:blank',
  title: 'Unprocessable Entity',
  status: 422,
  detail: 'Some fields are not valid',
  errors,
});

describe('toFieldErrors', () => {
  it('puts each server error on its form field, grouping messages and reading array indexes', () => {
    const { fields, other } = toFieldErrors(
      problem([
        { path: 'body.document', message: 'CPF not valid' },
        { path: 'body.document', message: 'Already registered' },
        { path: 'body.additional.ethnicity', message: 'Unknown option' },
        { path: 'body.topics.2', message: 'Unknown topic' },
      ]),
      new Set(['document', 'additional', 'topics']),
    );
    expect(fields).toEqual([
      { name: ['document'], errors: ['CPF not valid', 'Already registered'] },
      { name: ['additional', 'ethnicity'], errors: ['Unknown option'] },
      { name: ['topics', 2], errors: ['Unknown topic'] },
    ]);
    expect(other).toEqual([]);
  });

  it('keeps errors for fields the form does not show apart, to be shown above it', () => {
    const { fields, other } = toFieldErrors(
      problem([
        { path: 'body.parentId', message: 'Would create a cycle' },
        { path: '', message: 'Body is required' },
      ]),
      new Set(['name']),
    );
    expect(fields).toEqual([]);
    expect(other).toEqual(['parentId: Would create a cycle', 'Body is required']);
  });
});
