import { api, type InteractionPage } from '@conexoes/shared';

/**
 * The social interactions a stakeholder took part in (SPEC §7 `social-interactions/search`), called
 * directly: a remote never imports another remote's source.
 */
export const stakeholderInteractionsApi = {
  latest: (stakeholderId: string, size: number, signal?: AbortSignal) =>
    api.get<InteractionPage>('social-interactions/search', {
      params: { stakeholderId, sort: 'startsAt,desc', size, page: 1 },
      signal,
    }),
};
