import {
  api,
  type OdsOption,
  type OptionItem,
  type Page,
  type QueryValue,
  type Topic,
  type TopicCategory,
  type TopicCategoryInput,
  type TopicCategoryUpdate,
  type TopicSave,
} from '@conexoes/shared';

const topicPath = (id: string) => `topics/${encodeURIComponent(id)}`;
const categoryPath = (id: string) => `topic/categories/${encodeURIComponent(id)}`;

export type CategoryOption = OptionItem & { ods: number[] };

/** SPEC §7 "Topics" and "Topic categories". */
export const topicsApi = {
  search: (params: Record<string, QueryValue>, signal?: AbortSignal) =>
    api.get<Page<Topic>>('topics/search', { params, signal }),
  get: (id: string) => api.get<Topic>(topicPath(id)),
  /** Creates without `id`, updates with it and the whole record (SPEC §3: POST topics for both). */
  save: (body: TopicSave) => api.post<Topic>('topics', body),
  remove: (id: string) => api.delete(topicPath(id)),
  categories: {
    search: (params: Record<string, QueryValue>) =>
      api.get<Page<TopicCategory>>('topic/categories/search', { params }),
    get: (id: string) => api.get<TopicCategory>(categoryPath(id)),
    create: (body: TopicCategoryInput) => api.post<TopicCategory>('topic/categories', body),
    update: (id: string, body: TopicCategoryUpdate) => api.put<TopicCategory>(categoryPath(id), body),
    options: () => api.get<CategoryOption[]>('topic/categories/options'),
    ods: () => api.get<OdsOption[]>('topic/categories/ods/options'),
  },
};

export type TopicsApi = typeof topicsApi;
