import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { noAccess, permissionAreas, type Permission } from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import {
  auditLog,
  documentAcceptances,
  documents,
  passwordResets,
  sessions,
  userPermissions,
  users,
  userWorkspaces,
  workspaces,
  type UserRow,
  type WorkspaceRow,
} from '../../db/schema';

/**
 * The lookups authentication makes before a request scope exists (resolving an e-mail at sign-in,
 * checking a token's session). Everything after authentication goes through scoped repositories.
 */
export type AuditEvent =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.rate_limited'
  | 'logout'
  | 'workspaces.chosen'
  | 'document.accepted'
  | 'password.changed'
  | 'email.changed'
  | 'password.reset_requested'
  | 'password.reset'
  | 'sessions.revoked'
  | 'access.refused'
  // Stakeholder data-subject events (LGPD): who exported, anonymised or deleted a record.
  | 'stakeholder.personal_data_exported'
  | 'stakeholder.anonymised'
  | 'stakeholder.deleted'
  // A tenant's targets changed (what is late for everyone): who, and the values before and after.
  | 'settings.interactions.changed'
  | 'settings.commitments.changed';

export type AuditEntry = {
  event: AuditEvent;
  tenantId?: string | null;
  userId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  detail?: Record<string, unknown>;
};

/** One row of the audit trail, on the connection given (a transaction, when the change it traces is in one). */
export const writeAudit = async (db: Database, entry: AuditEntry): Promise<void> => {
  await db.insert(auditLog).values({
    event: entry.event,
    tenantId: entry.tenantId ?? null,
    userId: entry.userId ?? null,
    ip: entry.ip ?? null,
    userAgent: entry.userAgent ?? null,
    detail: entry.detail ?? null,
  });
};

export type SessionRow = typeof sessions.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const rowsToPermission = (rows: (typeof userPermissions.$inferSelect)[]): Permission => {
  const permission = Object.fromEntries(permissionAreas.map((a) => [a, { ...noAccess }])) as Permission;
  for (const row of rows) {
    if (!(permissionAreas as readonly string[]).includes(row.area)) continue;
    permission[row.area as keyof Permission] = {
      fullAccess: row.fullAccess,
      view: row.view,
      add: row.add,
      edit: row.edit,
      editConditionally: row.editConditionally,
      delete: row.delete,
      onlyBasicInfo: row.onlyBasicInfo,
    };
  }
  return permission;
};

const cancelPasswordResets = async (db: Database, userId: string): Promise<void> => {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
};

export const createIdentityRepository = (db: Database) => ({
  findUserByEmail: async (email: string): Promise<UserRow | undefined> => {
    const [row] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return row;
  },

  findUserById: async (id: string): Promise<UserRow | undefined> => {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },

  permissionsOf: async (tenantId: string, userId: string): Promise<Permission> => {
    const rows = await db
      .select()
      .from(userPermissions)
      .where(and(eq(userPermissions.tenantId, tenantId), eq(userPermissions.userId, userId)));
    return rowsToPermission(rows);
  },

  assignmentsOf: async (tenantId: string, userId: string): Promise<string[]> => {
    const rows = await db
      .select({ id: userWorkspaces.workspaceId })
      .from(userWorkspaces)
      .where(and(eq(userWorkspaces.tenantId, tenantId), eq(userWorkspaces.userId, userId)));
    return rows.map((r) => r.id);
  },

  tenantWorkspaces: (tenantId: string): Promise<WorkspaceRow[]> =>
    db.select().from(workspaces).where(eq(workspaces.tenantId, tenantId)),

  createSession: async (input: {
    userId: string;
    tenantId: string;
    ip: string | null;
    userAgent: string | null;
    expiresAt: Date;
  }): Promise<SessionRow> => {
    const [row] = await db.insert(sessions).values(input).returning();
    return row as SessionRow;
  },

  /** The session if it is neither revoked nor expired. */
  liveSession: async (sessionId: string, userId: string): Promise<SessionRow | undefined> => {
    const [row] = await db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      );
    return row;
  },

  revokeSession: async (sessionId: string, reason: string): Promise<void> => {
    await db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  },

  /** Revokes every live session of a user, except `keepSessionId` when given. */
  revokeUserSessions: async (userId: string, reason: string, keepSessionId?: string): Promise<number> => {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
        ),
      )
      .returning({ id: sessions.id });
    return rows.length;
  },

  /** The version in force of a document: the highest one. */
  currentDocument: async (name: string): Promise<DocumentRow | undefined> => {
    const [row] = await db
      .select()
      .from(documents)
      .where(eq(documents.name, name))
      .orderBy(desc(documents.version))
      .limit(1);
    return row;
  },

  findDocument: async (id: string): Promise<DocumentRow | undefined> => {
    const [row] = await db.select().from(documents).where(eq(documents.id, id));
    return row;
  },

  hasAccepted: async (userId: string, documentId: string): Promise<boolean> => {
    const rows = await db
      .select({ id: documentAcceptances.id })
      .from(documentAcceptances)
      .where(and(eq(documentAcceptances.userId, userId), eq(documentAcceptances.documentId, documentId)));
    return rows.length > 0;
  },

  accept: async (input: {
    tenantId: string;
    userId: string;
    document: DocumentRow;
    ip: string | null;
    userAgent: string | null;
  }): Promise<void> => {
    await db
      .insert(documentAcceptances)
      .values({
        tenantId: input.tenantId,
        userId: input.userId,
        documentId: input.document.id,
        version: input.document.version,
        ip: input.ip,
        userAgent: input.userAgent,
      })
      .onConflictDoNothing();
  },

  /** Sets the password; every reset link still pending for the user stops working (it was for the old one). */
  setPassword: async (userId: string, passwordHash: string): Promise<void> => {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, userId));
      await cancelPasswordResets(tx as unknown as Database, userId);
    });
  },

  /**
   * Ends every reset link still pending for the user: a link works for the address it went to, so a
   * change of e-mail (a mistyped invitation, a mailbox left behind) or a deactivation ends it.
   */
  cancelPasswordResets: (userId: string) => cancelPasswordResets(db, userId),

  /** Returns the raw token (sent by e-mail); only its hash is stored. */
  createPasswordReset: async (userId: string, ttlMinutes: number): Promise<string> => {
    const token = randomBytes(32).toString('base64url');
    await db.insert(passwordResets).values({
      userId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
    });
    return token;
  },

  /** Marks the token used in the same statement that checks it, so it works once. */
  consumePasswordReset: async (token: string): Promise<string | undefined> => {
    const [row] = await db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    return row?.userId;
  },

  audit: (entry: AuditEntry): Promise<void> => writeAudit(db, entry),
});

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
