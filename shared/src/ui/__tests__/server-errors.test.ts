import { recordChangedMeanwhile } from '@conexoes/shared/contract';
import { placeServerErrors, problemText } from '../form/server-errors';

const t = (key: string) => `[${key}]`;
const problem = (status: number, errors?: { path: string; message: string }[], detail = '') => ({
  type: 'about:blank',
  title: 'x',
  status,
  detail,
  ...(errors ? { errors } : {}),
});

describe('placeServerErrors', () => {
  it("puts body paths on the form's fields, translating known messages, and keeps the rest for the alert", () => {
    const placed = placeServerErrors(
      problem(422, [
        { path: 'body.currentPassword', message: 'The current password is not correct' },
        { path: 'body.additional.ethnicity.0', message: 'x is not an option' },
        { path: 'params.id', message: 'Invalid UUID' },
      ]),
      { fields: new Set(['currentPassword', 'additional']) },
      t,
      'pt-BR',
    );
    expect(placed.fields).toEqual([
      { name: ['currentPassword'], errors: ['[forms:server.currentPasswordWrong]'] },
      // An unknown server sentence is not shown in English to a Portuguese reader.
      { name: ['additional', 'ethnicity', 0], errors: ['[forms:invalid]'] },
    ]);
    expect(placed.rest?.errors).toEqual([{ path: 'params.id', message: 'Invalid UUID' }]);
  });

  it('places a 409 under the field it concerns, and nothing in the alert', () => {
    const placed = placeServerErrors(
      problem(409, undefined, 'A stakeholder with this CPF/CNPJ already exists'),
      { fields: new Set(['document']), conflictField: 'document' },
      t,
      'en',
    );
    expect(placed.fields).toEqual([{ name: ['document'], errors: ['[forms:server.duplicateDocument]'] }]);
    expect(placed.rest).toBeNull();
  });

  it('keeps a 409 about the whole record (changed meanwhile) for the alert, even with a conflict field', () => {
    const failure = problem(409, undefined, 'This record was changed by someone else after you opened it');
    expect(
      placeServerErrors(failure, { fields: new Set(['document']), conflictField: 'document' }, t, 'en'),
    ).toEqual({ fields: [], rest: failure });
  });

  it('keeps a problem that concerns no field for the alert', () => {
    const failure = problem(500, undefined, 'boom');
    expect(placeServerErrors(failure, { fields: new Set(['name']) }, t, 'en')).toEqual({
      fields: [],
      rest: failure,
    });
  });

  it('maps a server path to a differently named field', () => {
    const placed = placeServerErrors(
      problem(422, [{ path: 'body.workspace.parentId', message: 'Unknown parent workspace' }]),
      { fields: new Set(['parentId']), aliases: { 'workspace.parentId': 'parentId' } },
      t,
      'en',
    );
    expect(placed.fields).toEqual([{ name: ['parentId'], errors: ['[forms:server.unknownParent]'] }]);
  });

  it("puts a list's refused items on the list's field, saying a shared reason once", () => {
    const placed = placeServerErrors(
      problem(422, [
        { path: 'body.workspaceIds.0', message: 'This workspace is not available' },
        { path: 'body.workspaceIds.2', message: 'This workspace is not available' },
      ]),
      { fields: new Set(['workspaceIds']), aliases: { 'workspaceIds.*': 'workspaceIds' } },
      t,
      'en',
    );
    expect(placed.fields).toEqual([
      { name: ['workspaceIds'], errors: ['[forms:server.workspaceUnavailable]'] },
    ]);
    expect(placed.rest).toBeNull();
  });
});

describe('problemText', () => {
  it('says a save over a newer version in the words of a form, or of a button that had none', () => {
    const stale = problem(409, undefined, recordChangedMeanwhile);
    expect(problemText(stale, t)).toBe('[forms:server.changedMeanwhile]');
    expect(problemText(stale, t, { withoutForm: true })).toBe('[forms:server.changedMeanwhileReloaded]');
    // Other known sentences are the same with or without a form; unknown ones say their status.
    const taken = problem(409, undefined, 'A stakeholder with this CPF/CNPJ already exists');
    expect(problemText(taken, t, { withoutForm: true })).toBe('[forms:server.duplicateDocument]');
    expect(problemText(problem(409, undefined, 'Something else'), t, { withoutForm: true })).not.toContain(
      'changedMeanwhile',
    );
  });

  it("says the acting rule's refusal (a user who reaches more than the caller) in the reader's words, not as a bare 403", () => {
    const wider = problem(403, undefined, 'You cannot act on a user who reaches more than you do');
    expect(problemText(wider, t)).toBe('[forms:server.actOnWiderUser]');
  });
});
