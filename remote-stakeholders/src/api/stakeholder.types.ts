// Shapes this remote reads, from the zod contract (shared/src/contract/stakeholders.ts,
// stakeholder-files.ts, options.ts, topics.ts).
// A runtime value: from the contract entry, not the types-only root (0010-front-end-weight).
export { importProfiles } from '@conexoes/shared/contract';
export type {
  DuplicateDecision,
  ImportProfile,
  ImportDuplicate,
  ImportRowError,
  StakeholderImportReport,
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
  StakeholderSummary,
  TopicGroup,
} from '@conexoes/shared';

export type RankSort = 'influence' | 'interest' | 'interactions' | 'topics' | 'members';
