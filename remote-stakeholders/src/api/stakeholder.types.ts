// Shapes this remote reads, from the zod contract (shared/src/contract/stakeholders.ts,
// stakeholder-files.ts, options.ts, topics.ts).
export {
  importProfiles,
  type DuplicateDecision,
  type ImportProfile,
  type ImportDuplicate,
  type ImportRowError,
  type StakeholderImportReport,
} from '@conexoes/shared';
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
  StakeholderPage,
  StakeholderSummary,
  TopicGroup,
} from '@conexoes/shared';

export type RankSort = 'influence' | 'interest' | 'interactions' | 'topics' | 'members';
