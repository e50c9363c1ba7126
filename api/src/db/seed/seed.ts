import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { permissionAreas, roleTemplates } from '@conexoes/shared/contract';
import { hashPassword } from '../../lib/password';
import { foldText } from '../../lib/text';
import type { Database } from '../database';
import {
  documents,
  interactionSurveyQuestions,
  options,
  userPermissions,
  users,
  workspaces,
} from '../schema';
import { lgpdDocumentV1 } from './lgpd-document';
import { defaultOptionLists } from './option-lists';
import { defaultSurveyQuestions } from './survey-questions';
import { seedCommitmentArea } from './commitments.seed';
import { seedInteractionArea } from './interactions.seed';
import { seedStakeholderArea } from './stakeholders.seed';
import { seedDemoTeam } from './team.seed';

export const DEMO_TENANT_NAME = 'Mineração Vale Verde';

/** Second-level units and their third-level sites. */
const demoTree: Array<[string, string[]]> = [
  [
    'Unidade Quadrilátero Ferrífero',
    ['Mina Córrego do Feijão', 'Barragem Serra Azul', 'Usina de Beneficiamento Itabirito'],
  ],
  ['Unidade Carajás', ['Mina Serra Norte', 'Terminal Ferroviário Parauapebas']],
];

export type SeedOptions = {
  adminEmail: string;
  adminPassword: string;
  passwordLog2n?: number;
  /**
   * The demo (`npm start`): its team (users without a password until invited) and a year of social
   * interactions and commitments spread over them. Tests leave it off and make their own.
   */
  demoInteractions?: boolean;
  /**
   * `false`: a bare tenant (SEED_DEMO=false) — one workspace named `tenantName`, the option lists, the
   * survey questions and the admin; no demo sites, stakeholders or records. Default: the demo tenant.
   */
  demo?: boolean;
  tenantName?: string;
};
export type SeedResult = { seeded: boolean; tenantId: string; adminEmail: string };

const DOCUMENT_PATH = '/manager/api/v1/auth/documents';

/**
 * First start only: the demo tenant, the admin, default option lists and LGPD document v1 (and, with
 * `demoInteractions`, the team and their work). Runs in one transaction under an advisory lock, so two
 * instances starting together seed once.
 */
export const seedDatabase = async (db: Database, seed: SeedOptions): Promise<SeedResult> => {
  const passwordHash = await hashPassword(seed.adminPassword, seed.passwordLog2n);
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);

    const [existingDocument] = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.name, 'LGPD'));
    if (!existingDocument) {
      const id = randomUUID();
      await tx.insert(documents).values({
        id,
        name: 'LGPD',
        version: 1,
        locale: 'pt-BR',
        link: `${DOCUMENT_PATH}/${id}`,
        content: lgpdDocumentV1,
      });
    }

    const [anyRoot] = await tx
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.level, 1))
      .limit(1);
    if (anyRoot) return { seeded: false, tenantId: anyRoot.id, adminEmail: seed.adminEmail };

    const demo = seed.demo ?? true;
    const tenantId = randomUUID();
    await tx.insert(workspaces).values({
      tenantId,
      id: tenantId,
      parentId: null,
      level: 1,
      name: seed.tenantName ?? (demo ? DEMO_TENANT_NAME : 'Organização'),
    });
    for (const [unit, sites] of demo ? demoTree : []) {
      const unitId = randomUUID();
      await tx.insert(workspaces).values({ tenantId, id: unitId, parentId: tenantId, level: 2, name: unit });
      await tx
        .insert(workspaces)
        .values(sites.map((name) => ({ tenantId, id: randomUUID(), parentId: unitId, level: 3, name })));
    }

    await tx.insert(options).values(
      Object.entries(defaultOptionLists).flatMap(([list, entries]) =>
        entries.map(([code, labelPtBr, labelEn, labelEs, labelDe], index) => ({
          tenantId,
          workspaceId: tenantId,
          list,
          code,
          labelPtBr,
          labelEn,
          labelEs,
          labelDe,
          sortOrder: index,
        })),
      ),
    );

    await tx.insert(interactionSurveyQuestions).values(
      defaultSurveyQuestions.map(([textPtBr, textEn, textEs, textDe], index) => ({
        tenantId,
        workspaceId: tenantId,
        textPtBr,
        textEn,
        textEs,
        textDe,
        sortOrder: index,
      })),
    );

    const adminId = randomUUID();
    const name = 'Administrador';
    await tx.insert(users).values({
      id: adminId,
      tenantId,
      email: seed.adminEmail.toLowerCase(),
      name,
      searchText: foldText(`${name} ${seed.adminEmail}`),
      passwordHash,
      role: 'admin',
      active: true,
      allWorkspaces: true,
    });
    await tx
      .insert(userPermissions)
      .values(
        permissionAreas.map((area) => ({ tenantId, userId: adminId, area, ...roleTemplates.admin[area] })),
      );
    if (!demo) return { seeded: true, tenantId, adminEmail: seed.adminEmail };
    await seedStakeholderArea(tx as unknown as Database, tenantId, adminId);
    if (seed.demoInteractions) {
      await seedDemoTeam(tx as unknown as Database, tenantId, adminId, seed.adminEmail);
      await seedInteractionArea(tx as unknown as Database, tenantId, adminId);
      await seedCommitmentArea(tx as unknown as Database, tenantId, adminId);
    }

    return { seeded: true, tenantId, adminEmail: seed.adminEmail };
  });
  // Statistics for what was just written: PGlite never analyzes by itself, and without them the
  // planner took the demo's year of interactions for a handful of rows — the stakeholder profile's
  // timeline (the search by stakeholder) took 4-5 s instead of milliseconds. PostgreSQL's autovacuum
  // would get there later; a first start is when a person first looks.
  if (result.seeded && seed.demoInteractions) await db.execute(sql`analyze`);
  return result;
};
