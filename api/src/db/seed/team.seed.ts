import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { permissionAreas, roleTemplates, roleSchema, type Role } from '@conexoes/shared/contract';
import { foldText } from '../../lib/text';
import type { Database } from '../database';
import { userPermissions, users, userWorkspaces, workspaces } from '../schema';
import type { seededRandom } from './stakeholders.seed';

/**
 * The demo tenant's community-relations team (`npm start` only, beside the demo interactions): a
 * coordinator over every workspace, analysts on their unit or sites, and a view-only auditor. `where`
 * names the demo tree's workspaces (seed.ts); empty means every workspace.
 */
export const demoTeam: Array<{ name: string; email: string; role: Role; where: string[] }> = [
  { name: 'Mariana Ribeiro', email: 'mariana.ribeiro@conexoes.local', role: 'manager', where: [] },
  {
    name: 'Rafael Almeida',
    email: 'rafael.almeida@conexoes.local',
    role: 'analyst',
    where: ['Unidade Quadrilátero Ferrífero'],
  },
  {
    name: 'Juliana Ferreira',
    email: 'juliana.ferreira@conexoes.local',
    role: 'analyst',
    where: ['Mina Córrego do Feijão', 'Barragem Serra Azul'],
  },
  {
    name: 'Thiago Martins',
    email: 'thiago.martins@conexoes.local',
    role: 'analyst',
    where: ['Usina de Beneficiamento Itabirito'],
  },
  {
    name: 'Ana Paula Nascimento',
    email: 'anapaula.nascimento@conexoes.local',
    role: 'analyst',
    where: ['Unidade Carajás'],
  },
  {
    name: 'Lucas Barbosa',
    email: 'lucas.barbosa@conexoes.local',
    role: 'analyst',
    where: ['Mina Serra Norte'],
  },
  { name: 'Fernanda Rocha', email: 'fernanda.rocha@conexoes.local', role: 'viewer', where: [] },
];

/**
 * Inserts the team as invited users are before they follow their link: no password (sign-in refuses
 * them until the admin sends an invitation or a reset from the user's page), active, created by the
 * admin, each with their role's flags. A member whose e-mail is the admin's is left out.
 */
export const seedDemoTeam = async (
  db: Database,
  tenantId: string,
  adminId: string,
  adminEmail: string,
): Promise<{ users: number }> => {
  const tree = await db
    .select({ id: workspaces.id, name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.tenantId, tenantId));
  const idOf = new Map(tree.map((w) => [w.name, w.id]));
  const team = demoTeam
    .filter((m) => m.email !== adminEmail.toLowerCase())
    .map((m) => ({
      ...m,
      id: randomUUID(),
      workspaceIds: m.where.flatMap((name) => idOf.get(name) ?? []),
    }))
    // Where the tree lacks a member's workspaces there is nowhere for them to work.
    .filter((m) => m.where.length === 0 || m.workspaceIds.length > 0);
  if (team.length === 0) return { users: 0 };
  await db.insert(users).values(
    team.map((m) => ({
      id: m.id,
      tenantId,
      email: m.email,
      name: m.name,
      searchText: foldText(`${m.name} ${m.email}`),
      passwordHash: null,
      passwordChangedAt: null,
      role: m.role,
      active: true,
      allWorkspaces: m.where.length === 0,
      createdBy: adminId,
    })),
  );
  const assignments = team.flatMap((m) =>
    m.workspaceIds.map((workspaceId) => ({ tenantId, userId: m.id, workspaceId })),
  );
  if (assignments.length > 0) await db.insert(userWorkspaces).values(assignments);
  await db
    .insert(userPermissions)
    .values(
      team.flatMap((m) =>
        permissionAreas.map((area) => ({ tenantId, userId: m.id, area, ...roleTemplates[m.role][area] })),
      ),
    );
  return { users: team.length };
};

type Member = { id: string; role: Role; reach: Set<string> };

/**
 * Who of the tenant's users (besides `adminId`) records and owns work in a workspace: managers and
 * analysts whose reach holds it, in e-mail order (the seeds stay deterministic). A tenant with only
 * its admin (the tests' bare seed) has nobody here, and everything falls to the admin.
 */
export const demoCrew = async (db: Database, tenantId: string, adminId: string) => {
  const [people, assigned, tree] = await Promise.all([
    db
      .select({ id: users.id, role: users.role, allWorkspaces: users.allWorkspaces })
      .from(users)
      .where(
        and(
          eq(users.tenantId, tenantId),
          eq(users.active, true),
          inArray(users.role, ['manager', 'analyst']),
        ),
      )
      .orderBy(asc(users.email)),
    db
      .select({ userId: userWorkspaces.userId, workspaceId: userWorkspaces.workspaceId })
      .from(userWorkspaces)
      .where(eq(userWorkspaces.tenantId, tenantId)),
    db
      .select({ id: workspaces.id, parentId: workspaces.parentId })
      .from(workspaces)
      .where(eq(workspaces.tenantId, tenantId)),
  ]);
  const children = new Map<string, string[]>();
  for (const w of tree) if (w.parentId) children.set(w.parentId, [...(children.get(w.parentId) ?? []), w.id]);
  const subtree = (id: string): string[] => [id, ...(children.get(id) ?? []).flatMap(subtree)];
  const crew: Member[] = people
    .filter((p) => p.id !== adminId)
    .map((p) => ({
      id: p.id,
      role: roleSchema.parse(p.role),
      reach: new Set(
        p.allWorkspaces
          ? tree.map((w) => w.id)
          : assigned.filter((a) => a.userId === p.id).flatMap((a) => subtree(a.workspaceId)),
      ),
    }));
  const at = new Map<string, Member[]>();
  const crewAt = (workspaceId: string): Member[] => {
    let here = at.get(workspaceId);
    if (!here) {
      here = crew.filter((m) => m.reach.has(workspaceId));
      at.set(workspaceId, here);
    }
    return here;
  };
  /**
   * Someone who works in `workspaceId`, from one draw of `random` (however many people there are, so
   * the draws after it do not move): the admin with `adminShare`, otherwise one of the crew there —
   * the site's own analysts most, the unit's analyst less, the coordinator least; the admin when
   * nobody else works there.
   */
  const pick = (random: ReturnType<typeof seededRandom>, workspaceId: string, adminShare: number) => {
    const roll = random.next();
    const here = crewAt(workspaceId);
    if (here.length === 0 || roll < adminShare) return adminId;
    const weights = here.map((m) => (m.role !== 'analyst' ? 1 : m.reach.size <= 2 ? 4 : 2));
    let at = ((roll - adminShare) / (1 - adminShare)) * weights.reduce((sum, w) => sum + w, 0);
    for (const [index, member] of here.entries()) {
      at -= weights[index] as number;
      if (at < 0) return member.id;
    }
    return (here[here.length - 1] as Member).id;
  };
  /** The coordinator (the first manager), who registers records and hands them out; none without a team. */
  const lead = crew.find((m) => m.role === 'manager')?.id;
  return { pick, lead };
};
