// The figures the overview shows, read from the areas' own endpoints (no endpoint of its own: it
// grows as the areas do). Types from the contract, never re-typed here.
import {
  api,
  type GroupCounts,
  type InteractionPage,
  type Page,
  type StakeholderSummary,
  type User,
  type Workspace,
} from '@conexoes/shared';

/** Only the count is wanted: the smallest page. */
const COUNT_ONLY = { page: 1, size: 1 };

export const overviewApi = {
  stakeholdersByKind: (signal?: AbortSignal) =>
    api.get<GroupCounts>('stakeholders/dashboards/kind', { signal }),
  stakeholdersByCategory: (signal?: AbortSignal) =>
    api.get<GroupCounts>('stakeholders/dashboards/category', { signal }),
  recentStakeholders: (size: number, signal?: AbortSignal) =>
    api.get<Page<StakeholderSummary>>('stakeholders/search', {
      params: { sort: 'updatedAt,desc', page: 1, size },
      signal,
    }),
  /** The stakeholders the signed-in user is responsible for, changed last first ("what needs me"). */
  responsibleFor: async (size: number, signal?: AbortSignal) => {
    const me = await api.get<User>('users/detail', { signal });
    const page = await api.get<Page<StakeholderSummary>>('stakeholders/search', {
      params: { responsibleId: me.id, sort: 'updatedAt,desc', page: 1, size },
      signal,
    });
    return { ...page, responsibleId: me.id };
  },
  /**
   * Interactions matching `filters` (the list's own query), newest first unless `sort` says otherwise:
   * the count and the first few.
   */
  interactions: (
    filters: Record<string, string>,
    size: number,
    signal?: AbortSignal,
    sort = 'startsAt,desc',
  ) =>
    api.get<InteractionPage>('social-interactions/search', {
      params: { ...filters, sort, page: 1, size },
      signal,
    }),
  topicCount: (signal?: AbortSignal) =>
    api.get<Page<unknown>>('topics/search', { params: COUNT_ONLY, signal }).then((page) => page.total),
  userCount: (signal?: AbortSignal) =>
    api.get<Page<unknown>>('users/search', { params: COUNT_ONLY, signal }).then((page) => page.total),
  /** The workspaces in reach, the tenant's root included (the list has no paging: a tree of tens). */
  workspaceCount: (signal?: AbortSignal) =>
    api.get<Workspace[]>('workspaces', { signal }).then((workspaces) => workspaces.length),
  /** Interactions ever logged in reach, whatever their date. */
  interactionCount: (signal?: AbortSignal) =>
    api
      .get<InteractionPage>('social-interactions/search', { params: COUNT_ONLY, signal })
      .then((page) => page.total),
};
