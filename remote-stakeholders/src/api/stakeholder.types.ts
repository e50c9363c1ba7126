// Shapes this remote reads. Most come from the zod contract (shared/src/contract/stakeholders.ts,
// options.ts, topics.ts); the import report is written against issue 4 until its contract lands.
export type {
  EntityDashboard,
  EntityTreeNode,
  GroupCounts,
  Option,
  OptionInput,
  RankItem,
  SocialInteractionResume,
  Stakeholder,
  StakeholderHistoryEntry,
  StakeholderInput,
  StakeholderKind,
  StakeholderSummary,
  TopicGroup,
} from '@conexoes/shared';

export type ImportProfile = 'standard' | 'am' | 'renova' | 'nx';
export const importProfiles: readonly ImportProfile[] = ['standard', 'am', 'renova', 'nx'];
export type DuplicateChoice = 'update' | 'skip';

export type ImportRowError = { row: number; field?: string | null; message: string; value?: string | null };
export type ImportDuplicate = {
  row: number;
  name: string;
  document?: string | null;
  municipality?: string | null;
  existingId: string;
};
export type ImportReport = {
  dryRun: boolean;
  total: number;
  errors: ImportRowError[];
  duplicates: ImportDuplicate[];
  created?: number;
  updated?: number;
  skipped?: number;
};

export type RankSort = 'influence' | 'interest' | 'interactions' | 'topics' | 'members';
