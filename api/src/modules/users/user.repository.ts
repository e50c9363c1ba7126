import { and, asc, count, desc, eq, exists, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  permissionAreas,
  type FieldError,
  type Page,
  type PermissionArea,
  type Permission,
  type User,
  type UserSearchQuery,
  type UserSummary,
} from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import { userPermissions, users, userWorkspaces, workspaces, type UserRow } from '../../db/schema';
import { notFound } from '../../lib/problem';
import { canWriteIn, readReach, type RequestScope } from '../../lib/scope';
import { foldText, likePattern } from '../../lib/text';
import { rowsToPermission } from '../auth/identity.repository';
import { roleOf } from '../auth/auth.service';
import { buildTree, subtreeIds } from '../workspaces/workspace-tree';
import type { UserReach } from './user-grants';
import { cannotOpenMessage, mayOpenIn } from './opening-reach';
import { readSort } from '../../lib/sort';

export type UserWrite = {
  email: string;
  name: string;
  role: string;
  active: boolean;
  allWorkspaces: boolean;
  workspaceIds: string[];
  permission: Permission;
};

const toSummary = (row: UserRow): UserSummary => ({
  id: row.id,
  tenantId: row.tenantId,
  email: row.email,
  name: row.name,
  role: roleOf(row),
  active: row.active,
  passwordSet: row.passwordHash !== null,
  allWorkspaces: row.allWorkspaces,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// Names sort by their folded form ("Ângela" beside "Angelo"), whatever the database collation.
const sortColumns = {
  name: users.searchText,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
} as const;

/** Users of the caller's tenant. Every function takes the request scope first. */
export const createUserRepository = (db: Database) => {
  /**
   * A user is visible with allWorkspaces, or with an assignment in the read reach: the scope and its
   * ancestors (an assignment to a unit grants its sites, so that member works in the caller's sites too).
   */
  const visible = async (scope: RequestScope): Promise<SQL> => {
    const ids = await readReach(db, scope);
    return and(
      eq(users.tenantId, scope.tenantId),
      or(
        eq(users.allWorkspaces, true),
        eq(users.id, scope.userId),
        exists(
          db
            .select({ one: sql`1` })
            .from(userWorkspaces)
            .where(
              and(
                eq(userWorkspaces.tenantId, scope.tenantId),
                eq(userWorkspaces.userId, users.id),
                inArray(userWorkspaces.workspaceId, ids),
              ),
            ),
        ),
      ),
    ) as SQL;
  };

  const findRow = async (scope: RequestScope, id: string): Promise<UserRow> => {
    const [row] = await db
      .select()
      .from(users)
      .where(and(await visible(scope), eq(users.id, id)));
    if (!row) throw notFound('User');
    return row;
  };

  const full = async (scope: RequestScope, row: UserRow): Promise<User> => {
    const [assigned, flags] = await Promise.all([
      db
        .select({ id: userWorkspaces.workspaceId })
        .from(userWorkspaces)
        .where(and(eq(userWorkspaces.tenantId, scope.tenantId), eq(userWorkspaces.userId, row.id))),
      db
        .select()
        .from(userPermissions)
        .where(and(eq(userPermissions.tenantId, scope.tenantId), eq(userPermissions.userId, row.id))),
    ]);
    // Someone else's assignments outside the caller's workspaces are not the caller's to learn.
    const shown = row.id === scope.userId ? assigned : assigned.filter((a) => canWriteIn(scope, a.id));
    return {
      ...toSummary(row),
      workspaceIds: shown.map((a) => a.id).sort(),
      permission: rowsToPermission(flags),
    };
  };

  const writeGrants = async (tx: Database, scope: RequestScope, userId: string, input: UserWrite) => {
    await tx
      .delete(userWorkspaces)
      .where(and(eq(userWorkspaces.tenantId, scope.tenantId), eq(userWorkspaces.userId, userId)));
    if (input.workspaceIds.length > 0) {
      await tx.insert(userWorkspaces).values(
        [...new Set(input.workspaceIds)].map((workspaceId) => ({
          tenantId: scope.tenantId,
          userId,
          workspaceId,
        })),
      );
    }
    await tx
      .delete(userPermissions)
      .where(and(eq(userPermissions.tenantId, scope.tenantId), eq(userPermissions.userId, userId)));
    await tx.insert(userPermissions).values(
      permissionAreas.map((area) => ({
        tenantId: scope.tenantId,
        userId,
        area,
        ...input.permission[area],
      })),
    );
  };

  return {
    search: async (scope: RequestScope, query: UserSearchQuery): Promise<Page<UserSummary>> => {
      const filters: SQL[] = [await visible(scope)];
      if (query.q) filters.push(like(users.searchText, likePattern(foldText(query.q))));
      if (query.active !== undefined) filters.push(eq(users.active, query.active));
      if (query.role) filters.push(eq(users.role, query.role));
      const where = and(...filters);
      const { field, direction } = readSort(query.sort, sortColumns, 'name,asc');
      const column = sortColumns[field];
      const order = direction === 'desc' ? desc(column) : asc(column);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(order, asc(users.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { items: rows.map(toSummary), total: total?.n ?? 0, page: query.page, size: query.size };
    },

    get: async (scope: RequestScope, id: string): Promise<User> => full(scope, await findRow(scope, id)),

    row: findRow,

    /**
     * Everything a user reaches, for the acting rule (docs/decisions/0026): every workspace, or the
     * subtrees of all their assignments (also those outside the caller's scope), and their flags.
     */
    reachOf: async (scope: RequestScope, user: UserRow): Promise<UserReach> => {
      const [tree, assigned, flags] = await Promise.all([
        db.select().from(workspaces).where(eq(workspaces.tenantId, scope.tenantId)),
        db
          .select({ id: userWorkspaces.workspaceId })
          .from(userWorkspaces)
          .where(and(eq(userWorkspaces.tenantId, scope.tenantId), eq(userWorkspaces.userId, user.id))),
        db
          .select()
          .from(userPermissions)
          .where(and(eq(userPermissions.tenantId, scope.tenantId), eq(userPermissions.userId, user.id))),
      ]);
      return {
        role: roleOf(user),
        allWorkspaces: user.allWorkspaces,
        workspaceIds: user.allWorkspaces
          ? new Set(tree.map((w) => w.id))
          : subtreeIds(
              buildTree(tree),
              assigned.map((a) => a.id),
            ),
        assigned: assigned.map((a) => a.id),
        permission: rowsToPermission(flags),
      };
    },

    /** Current assignments of a user, all of them (also those outside the caller's scope). */
    assignments: async (scope: RequestScope, id: string): Promise<string[]> =>
      (
        await db
          .select({ id: userWorkspaces.workspaceId })
          .from(userWorkspaces)
          .where(and(eq(userWorkspaces.tenantId, scope.tenantId), eq(userWorkspaces.userId, id)))
      ).map((r) => r.id),

    /**
     * Active users the caller sees; with `workspaceId` and `area`, only those who may open a record of
     * that area in that workspace (opening-reach.ts) — a workspace outside the caller's reach is a 404,
     * as an unknown one is.
     */
    options: async (
      scope: RequestScope,
      filter: { roles?: string[]; allWorkspaces?: boolean; workspaceId?: string; area?: PermissionArea },
    ): Promise<UserRow[]> => {
      if (filter.workspaceId !== undefined && !canWriteIn(scope, filter.workspaceId))
        throw notFound('Workspace');
      const filters: SQL[] = [await visible(scope), eq(users.active, true)];
      if (filter.roles && filter.roles.length > 0) filters.push(inArray(users.role, filter.roles));
      if (filter.allWorkspaces !== undefined) filters.push(eq(users.allWorkspaces, filter.allWorkspaces));
      const rows = await db
        .select()
        .from(users)
        .where(and(...filters))
        .orderBy(asc(users.searchText));
      if (filter.workspaceId === undefined || filter.area === undefined) return rows;
      const open = await mayOpenIn(
        db,
        scope.tenantId,
        filter.area,
        filter.workspaceId,
        rows.map((r) => r.id),
      );
      return rows.filter((r) => open.has(r.id));
    },

    /**
     * Of these ids, the people the caller may newly make owner or participant of a record of the area
     * in the workspace (422 on `path` for each other one): visible, active (else 'Unknown user') and
     * able to open the record (else cannotOpenMessage). `kept` ids (already linked) are not checked.
     */
    assignable: async (
      scope: RequestScope,
      area: PermissionArea,
      workspaceId: string,
      asked: Array<{ id: string; path: string }>,
      kept: Iterable<string> = [],
    ): Promise<FieldError[]> => {
      const keep = new Set(kept);
      const wanted = [...new Set(asked.map((a) => a.id).filter((id) => !keep.has(id)))];
      if (wanted.length === 0) return [];
      const [seen, open] = await Promise.all([
        db
          .select({ id: users.id })
          .from(users)
          .where(and(await visible(scope), eq(users.active, true), inArray(users.id, wanted))),
        // A workspace outside the caller's reach is refused on its own field; nobody opens in it here.
        canWriteIn(scope, workspaceId) ? mayOpenIn(db, scope.tenantId, area, workspaceId, wanted) : null,
      ]);
      const known = new Set(seen.map((r) => r.id));
      return asked.flatMap(({ id, path }): FieldError[] => {
        if (keep.has(id)) return [];
        if (!known.has(id)) return [{ path, message: 'Unknown user' }];
        return !open || open.has(id) ? [] : [{ path, message: cannotOpenMessage, code: 'cannotOpenRecords' }];
      });
    },

    /** E-mail is unique across the installation, whatever its case. */
    emailTaken: async (_scope: RequestScope, email: string, exceptId?: string): Promise<boolean> => {
      const filters: SQL[] = [sql`lower(${users.email}) = ${email.toLowerCase()}`];
      if (exceptId) filters.push(ne(users.id, exceptId));
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(...filters));
      return rows.length > 0;
    },

    create: async (scope: RequestScope, input: UserWrite, passwordHash: string | null): Promise<User> => {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            tenantId: scope.tenantId,
            email: input.email.toLowerCase(),
            name: input.name,
            searchText: foldText(`${input.name} ${input.email}`),
            passwordHash,
            passwordChangedAt: passwordHash ? new Date() : null,
            role: input.role,
            active: input.active,
            allWorkspaces: input.allWorkspaces,
            createdBy: scope.userId,
          })
          .returning({ id: users.id });
        const userId = (row as { id: string }).id;
        await writeGrants(tx as unknown as Database, scope, userId, input);
        return userId;
      });
      return full(scope, await findRow(scope, id));
    },

    update: async (scope: RequestScope, id: string, input: UserWrite): Promise<User> => {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            email: input.email.toLowerCase(),
            name: input.name,
            searchText: foldText(`${input.name} ${input.email}`),
            role: input.role,
            active: input.active,
            allWorkspaces: input.allWorkspaces,
            updatedAt: new Date(),
          })
          .where(and(eq(users.tenantId, scope.tenantId), eq(users.id, id)));
        await writeGrants(tx as unknown as Database, scope, id, input);
      });
      return full(scope, await findRow(scope, id));
    },

    updateProfile: async (
      scope: RequestScope,
      id: string,
      profile: { name: string; email: string },
    ): Promise<User> => {
      await db
        .update(users)
        .set({
          name: profile.name,
          email: profile.email.toLowerCase(),
          searchText: foldText(`${profile.name} ${profile.email}`),
          updatedAt: new Date(),
        })
        .where(and(eq(users.tenantId, scope.tenantId), eq(users.id, id)));
      return full(scope, await findRow(scope, id));
    },
  };
};

export type UserRepository = ReturnType<typeof createUserRepository>;
