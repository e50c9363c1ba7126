// The demo sign-in's users (SPEC §3 "Demo user") and the schema their saved copy is checked with.
import { z } from 'zod';

export const PLANS = ['Premium', 'Standard'] as const;

const demoUserSchema = z.object({
  id: z.string(),
  /** An image address; empty shows the initials. */
  avatar: z.string(),
  email: z.string(),
  name: z.string(),
  password: z.string(),
  plan: z.enum(PLANS),
});

export const demoAuthDataSchema = z.object({
  users: z.array(demoUserSchema),
  accessToken: z.string().nullable(),
  secret: z.string(),
});

export type DemoUser = z.infer<typeof demoUserSchema>;
export type DemoAuthData = z.infer<typeof demoAuthDataSchema>;

/** The demo account every visitor can use (its password is shown on the sign-in page). */
export const DEMO_ACCOUNT = { email: 'demo@conexoes.demo', password: 'Demo@2026' } as const;

export const DEMO_SIGN_IN_DELAY_MS = 500;
export const DEMO_SIGN_UP_DELAY_MS = 1000;
