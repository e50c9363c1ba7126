import { isProblem } from '@conexoes/shared';

/**
 * A status move saved over the latest version of the record. The move is a whole-record PUT over the
 * version the page shows (decision 0043), so an edit saved meanwhile makes it a 409. When the status is
 * still the one the page showed, the other person changed something else: the move is made again over
 * what is saved now, keeping their edit. A status someone moved meanwhile is refused as before.
 */
export const moveOverLatest = async <R extends { status: string; updatedAt: string }>(
  shown: R,
  save: (over: R) => Promise<unknown>,
  latest: () => Promise<R>,
): Promise<void> => {
  try {
    await save(shown);
  } catch (error) {
    if (!isProblem(error) || error.status !== 409) throw error;
    const now = await latest();
    if (now.status !== shown.status || now.updatedAt === shown.updatedAt) throw error;
    await save(now);
  }
};
