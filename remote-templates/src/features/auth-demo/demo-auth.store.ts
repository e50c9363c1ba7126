// The demo sign-in's client state and rules (SPEC §5/§8/§9): users kept in the browser, sign-in
// after 500 ms, sign-up after 1000 ms, a signed token living 172800 s. Saved in the host's
// persisted `root` (root.templates.demoAuth); the product's own session is never touched.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { newId } from '../../state/new-id';
import { persistInRoot } from '../../state/root-persist';
import { DemoAuthError } from './demo-auth.errors';
import {
  DEMO_ACCOUNT,
  DEMO_SIGN_IN_DELAY_MS,
  DEMO_SIGN_UP_DELAY_MS,
  demoAuthDataSchema,
  type DemoAuthData,
  type DemoUser,
} from './demo-auth.model';
import { newDemoSecret, signDemoToken, verifyDemoToken } from './demo-token';

export type SignUpInput = { email: string; name: string; password: string };

export type DemoAuthActions = {
  /** Resolves with the user after 500 ms, or rejects 'Please check your email and password'. */
  signIn: (email: string, password: string) => Promise<DemoUser>;
  /** Creates a Standard user and signs them in after 1000 ms, or rejects 'User already exists'. */
  signUp: (input: SignUpInput) => Promise<DemoUser>;
  /** The signed-in demo user, after checking the kept token (rejects with the token's problem). */
  me: () => Promise<DemoUser>;
  signOut: () => void;
  /** Sets a new password for a known address; an unknown one changes nothing (and says nothing). */
  resetPassword: (email: string, password: string) => void;
};

export type DemoAuthState = DemoAuthData & DemoAuthActions;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs a demo call; anything that is not one of the demo's own refusals is 'Internal server error'. */
const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw error instanceof DemoAuthError ? error : new DemoAuthError('internal');
  }
};

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const initialData = (): DemoAuthData => ({
  users: [
    {
      id: 'demo-user',
      avatar: '',
      email: DEMO_ACCOUNT.email,
      name: 'Camila Rocha',
      password: DEMO_ACCOUNT.password,
      plan: 'Premium',
    },
  ],
  accessToken: null,
  secret: newDemoSecret(),
});

export const useDemoAuthStore = create<DemoAuthState>()(
  persist(
    (set, get) => ({
      ...initialData(),
      signIn: (email, password) =>
        guarded(async () => {
          await wait(DEMO_SIGN_IN_DELAY_MS);
          const user = get().users.find((u) => sameEmail(u.email, email));
          if (!user || user.password !== password) throw new DemoAuthError('wrongCredentials');
          set({ accessToken: await signDemoToken(user.id, get().secret) });
          return user;
        }),
      signUp: ({ email, name, password }) =>
        guarded(async () => {
          await wait(DEMO_SIGN_UP_DELAY_MS);
          if (get().users.some((u) => sameEmail(u.email, email))) throw new DemoAuthError('userExists');
          const user: DemoUser = {
            id: newId('demo-user'),
            avatar: '',
            email: email.trim(),
            name,
            password,
            plan: 'Standard',
          };
          const accessToken = await signDemoToken(user.id, get().secret);
          set((s) => ({ users: [...s.users, user], accessToken }));
          return user;
        }),
      me: () =>
        guarded(async () => {
          const { accessToken, secret } = get();
          if (!accessToken) throw new DemoAuthError('invalidToken');
          const { userId } = await verifyDemoToken(accessToken, secret);
          const user = get().users.find((u) => u.id === userId);
          if (!user) throw new DemoAuthError('invalidToken');
          return user;
        }),
      signOut: () => set({ accessToken: null }),
      resetPassword: (email, password) =>
        set((s) => ({ users: s.users.map((u) => (sameEmail(u.email, email) ? { ...u, password } : u)) })),
    }),
    persistInRoot<DemoAuthState, DemoAuthData>('demoAuth', demoAuthDataSchema, (s) => ({
      users: s.users,
      accessToken: s.accessToken,
      secret: s.secret,
    })),
  ),
);
