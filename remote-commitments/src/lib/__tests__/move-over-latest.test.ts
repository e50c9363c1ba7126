import { moveOverLatest } from '../move-over-latest';

type Row = { status: string; updatedAt: string; title: string };
const conflict = {
  status: 409,
  title: 'Conflict',
  detail: 'This record was changed by someone else after you opened it',
};

/** A server that keeps one record and refuses a save over any version but the latest. */
const serverWith = (saved: Row) => {
  const puts: Row[] = [];
  return {
    puts,
    latest: () => Promise.resolve({ ...saved }),
    save: (over: Row) => {
      puts.push(over);
      if (over.updatedAt !== saved.updatedAt) return Promise.reject(conflict);
      return Promise.resolve();
    },
  };
};

describe('a status move over the latest version', () => {
  const shown: Row = { status: 'open', updatedAt: '2026-11-29T10:00:00.000Z', title: 'Poço artesiano' };

  it('saves over the version shown when nothing changed meanwhile', async () => {
    const server = serverWith(shown);
    await moveOverLatest(shown, server.save, server.latest);
    expect(server.puts).toEqual([shown]);
  });

  it('keeps another person’s edit of another field: saved again over what is saved now', async () => {
    const edited = { ...shown, updatedAt: '2026-11-29T10:05:00.000Z', title: 'Poço artesiano comunitário' };
    const server = serverWith(edited);
    await moveOverLatest(shown, server.save, server.latest);
    expect(server.puts).toEqual([shown, edited]);
  });

  it('refuses when someone moved the status meanwhile, and passes any other failure on', async () => {
    const moved = { ...shown, status: 'cancelled', updatedAt: '2026-11-29T10:05:00.000Z' };
    const server = serverWith(moved);
    await expect(moveOverLatest(shown, server.save, server.latest)).rejects.toBe(conflict);
    expect(server.puts).toEqual([shown]);

    const denied = { status: 403, title: 'Forbidden' };
    const latest = jest.fn();
    await expect(moveOverLatest(shown, () => Promise.reject(denied), latest)).rejects.toBe(denied);
    expect(latest).not.toHaveBeenCalled();
  });
});
