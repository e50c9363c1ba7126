// The demo account's settings (/dashboard/account): what each tab saves is kept in the host's
// persisted `root` (root.templates.account), as the other template pages keep theirs (decision 0034).
import { z } from 'zod';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistInRoot } from '../../state/root-persist';
import {
  OWNER,
  PLANS,
  TEAM_ROLES,
  initialBilling,
  initialMembers,
  initialNotifications,
  type Member,
  type Plan,
} from './account.data';

const accountDataSchema = z.object({
  profile: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    uf: z.string(),
    city: z.string(),
    about: z.string(),
  }),
  plan: z.enum(Object.keys(PLANS) as [Plan, ...Plan[]]),
  billing: z.object({ company: z.string(), cnpj: z.string(), email: z.string() }),
  members: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.enum(TEAM_ROLES),
      joined: z.string(),
      pending: z.boolean(),
    }),
  ),
  notifications: z.record(z.string(), z.boolean()),
  twoFactor: z.boolean(),
});
export type AccountData = z.infer<typeof accountDataSchema>;
export type Profile = AccountData['profile'];
export type Billing = AccountData['billing'];

export type AccountActions = {
  saveProfile: (profile: Profile) => void;
  changePlan: (plan: Plan) => void;
  saveBilling: (billing: Billing) => void;
  invite: (member: Member) => void;
  removeMember: (memberId: string) => void;
  saveNotifications: (notifications: Record<string, boolean>) => void;
  setTwoFactor: (on: boolean) => void;
  reset: () => void;
};

export type AccountState = AccountData & AccountActions;

const seed = (): AccountData => ({
  profile: { ...OWNER },
  plan: 'premium',
  billing: { ...initialBilling },
  members: initialMembers.map((m) => ({ ...m })),
  notifications: { ...initialNotifications },
  twoFactor: false,
});

export const useAccountStore = create<AccountState>()(
  persist(
    (set) => ({
      ...seed(),
      saveProfile: (profile) => set({ profile }),
      changePlan: (plan) => set({ plan }),
      saveBilling: (billing) => set({ billing }),
      invite: (member) => set((s) => ({ members: [...s.members, member] })),
      removeMember: (memberId) => set((s) => ({ members: s.members.filter((m) => m.id !== memberId) })),
      saveNotifications: (notifications) => set({ notifications }),
      setTwoFactor: (twoFactor) => set({ twoFactor }),
      reset: () => set(seed()),
    }),
    persistInRoot<AccountState, AccountData>('account', accountDataSchema, (s) => ({
      profile: s.profile,
      plan: s.plan,
      billing: s.billing,
      members: s.members,
      notifications: s.notifications,
      twoFactor: s.twoFactor,
    })),
  ),
);
