import type { ExportFormat } from '@conexoes/shared/ui';
import { api, type OptionItem, type QueryValue, type SearchCount, type UserOption } from '@conexoes/shared';
import type {
  DuplicateDecision,
  EntityDashboard,
  EntityTreeNode,
  GroupCounts,
  ImportProfile,
  RankItem,
  RankSort,
  SocialInteractionResume,
  TopicGroup,
  Stakeholder,
  StakeholderHistoryEntry,
  StakeholderPage,
  StakeholderInput,
  StakeholderKind,
  StakeholderImportReport,
} from './stakeholder.types';

const path = (id: string) => `stakeholders/${encodeURIComponent(id)}`;

export type ImportCall = {
  profile: ImportProfile;
  file: File;
  dryRun: boolean;
  onDuplicate?: DuplicateDecision;
  /** 0–100 while the file is sent. */
  onProgress?: (percent: number) => void;
};

export type StakeholderOptionsQuery = {
  q?: string;
  kind?: StakeholderKind;
  ids?: string[];
  excludeTreeOf?: string;
};

const importUrl = (profile: ImportProfile) =>
  profile === 'standard' ? 'stakeholders/import' : `stakeholders/import/${profile}`;

/** SPEC §7 "Stakeholders". */
export const stakeholdersApi = {
  search: (params: Record<string, QueryValue>) => api.get<StakeholderPage>('stakeholders/search', { params }),
  /** Every match of the same search, past the page's capped total ("Count all"). */
  count: (params: Record<string, QueryValue>) =>
    api.get<SearchCount>('stakeholders/search/count', { params }),
  get: (id: string) => api.get<Stakeholder>(path(id)),
  create: (body: StakeholderInput) => api.post<Stakeholder>('stakeholders', body),
  update: (id: string, body: StakeholderInput) => api.put<Stakeholder>(path(id), body),
  remove: (id: string) => api.delete(path(id)),
  syncTopics: (id: string, topicIds: string[]) => api.post<void>(`${path(id)}/sync/topics`, { topicIds }),
  resume: (id: string) => api.get<SocialInteractionResume>(`${path(id)}/social-interaction/resume`),
  history: (id: string) => api.get<StakeholderHistoryEntry[]>(`${path(id)}/history`),
  /** LGPD portability: everything held about the person, as a JSON file. */
  personalData: (id: string) => api.downloadGet(`${path(id)}/personal-data`),
  /** The active topics a stakeholder may follow, by category. */
  topicsGrouped: () => api.get<TopicGroup[]>('topics/options/grouped', { params: { active: true } }),
  /** Users who may be responsible for a stakeholder (SPEC §7 `users/options`). */
  responsibleOptions: (signal?: AbortSignal) => api.get<UserOption[]>('users/options', { signal }),
  anonymise: (id: string) => api.post<Stakeholder>(`${path(id)}/anonymise`),
  /** Export with the list's query (without paging), streamed by the server as a file. */
  export: (
    params: Record<string, QueryValue>,
    format: ExportFormat,
    onProgress?: (percent: number) => void,
  ) => api.downloadGet('stakeholders/export', { params: { ...params, format }, onProgress }),
  importTemplate: (format: ExportFormat) =>
    api.downloadGet('stakeholders/import/template', { params: { format } }),
  /**
   * Multipart upload of one file (docs/imports.md), with upload progress. `Prefer: respond-async` lets
   * the server answer 202 with a job to poll (large files) or the finished report at once.
   */
  import: ({
    profile,
    file,
    dryRun,
    onDuplicate,
    onProgress,
  }: ImportCall): Promise<StakeholderImportReport> => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.upload<StakeholderImportReport>(importUrl(profile), form, {
      params: { dryRun, onDuplicate },
      headers: { Prefer: 'respond-async' },
      onProgress,
    });
  },
  /** The state of an import job started with `Prefer: respond-async`. */
  importJob: (jobId: string) =>
    api.get<StakeholderImportReport>(`stakeholders/import/${encodeURIComponent(jobId)}`),
  /** Searchable picker options (the parent organisation select). */
  options: (body: StakeholderOptionsQuery) =>
    api.post<Array<OptionItem & { kind: StakeholderKind }>>('stakeholders/options', body),
  /** The choices of additional field `field`. */
  additionOptions: (field: string) =>
    api.get<OptionItem[]>(`stakeholders/additions/options/${encodeURIComponent(field)}`),
  dashboards: {
    category: () => api.get<GroupCounts>('stakeholders/dashboards/category'),
    byTab: (tab: string) => api.get<GroupCounts>(`stakeholders/dashboards/${encodeURIComponent(tab)}`),
    entity: () => api.get<EntityDashboard>('stakeholders/dashboards/entity'),
    rank: (sortBy: RankSort, limit = 10) =>
      api.get<RankItem[]>('stakeholders/dashboards/rank', { params: { sortBy, limit } }),
    entityTree: (rootId?: string) =>
      api.get<EntityTreeNode[]>('stakeholders/dashboards/entity-tree', { params: { rootId } }),
  },
};

export type StakeholdersApi = typeof stakeholdersApi;
