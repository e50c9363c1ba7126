import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../../../db/database';
import { workspaces } from '../../../../db/schema';
import { seedDatabase } from '../../../../db/seed/seed';
import { tenantTree } from '../../../../testing/auth-helpers';
import {
  candidate,
  fileGroup,
  importParts,
  importScope,
  registerStakeholder,
} from '../../../../testing/import-parts';
import { openTestDatabase } from '../../../../testing/test-database';
import type { PendingRow } from '../import-group';
import type { ImportCandidate } from '../row-validator';

const CNPJ = { associacao: '11222333000181', prefeitura: '45723174000110' };

/**
 * The parents alone (import-parents.ts): rows naming a parent, organisations noted as the matcher notes
 * them, and the settling at the end of the file (which reads the database's organisations by name).
 */
describe('import parents', () => {
  let database: DatabaseHandle;
  let tenantId: string;
  let site: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    ({ tenantId } = await seedDatabase(database.db, {
      adminEmail: 'admin@parents.test',
      adminPassword: 'Parents@2026',
      passwordLog2n: 10,
    }));
    const { root } = await tenantTree(database.db, tenantId);
    site = randomUUID();
    await database.db
      .insert(workspaces)
      .values({ tenantId, id: site, parentId: root.id, level: 2, name: 'Pais' });
  });
  afterAll(() => database.close());

  /** The parts, and a way to add a row of the file as the matcher does (new group, keys, then parent). */
  const file = () => {
    const parts = importParts(database.db, importScope(tenantId, [site]));
    const add = (c: ImportCandidate, dbByDocument = new Map()) => {
      const group = fileGroup(c.line, c.document ?? null);
      parts.keys.noteOrganisation(c, group);
      const entry: PendingRow = { c };
      parts.parents.place(group, entry, dbByDocument);
      return { group, entry };
    };
    return { ...parts, add };
  };

  it('sets a parent met earlier in the file at once', () => {
    const { add, outcome } = file();
    const org = add(candidate(2, { name: 'Prefeitura', kind: 'organization', document: CNPJ.prefeitura }));
    const child = add(candidate(3, { name: 'Ana', parentDocument: CNPJ.prefeitura }));
    expect(child.entry.parent).toBe(org.group.id);
    expect(child.group.held).toBe(false);
    expect(outcome.errors.length).toBe(0);
  });

  it('holds a row whose parent comes later in the file and settles it at the end', async () => {
    const { add, parents, outcome } = file();
    const byDocument = add(candidate(2, { name: 'Ana', parentDocument: CNPJ.associacao }));
    const byName = add(candidate(3, { name: 'Bruno', parentName: 'associação rio doce' }));
    expect(byDocument.group.held).toBe(true);
    expect(byName.group.held).toBe(true);
    expect(byDocument.entry.parent).toBeNull();
    const org = add(
      candidate(4, { name: 'Associação Rio Doce', kind: 'organization', document: CNPJ.associacao }),
    );
    await parents.settle();
    expect(byDocument.entry.parent).toBe(org.group.id);
    expect(byName.entry.parent).toBe(org.group.id);
    expect(outcome.errors.length).toBe(0);
  });

  it('finds a parent by CNPJ in the database at once, and one by name when the file has none', async () => {
    const stored = await registerStakeholder(database.db, tenantId, site, {
      kind: 'organization',
      name: 'Sindicato Registrado',
    });
    const { add, parents, outcome } = file();
    const inDb = new Map([
      [
        CNPJ.prefeitura,
        {
          id: 'f0000000-0000-4000-8000-000000000001',
          workspaceId: site,
          kind: 'organization',
          name: 'Prefeitura',
          document: CNPJ.prefeitura,
          state: null,
          municipalityCode: null,
        },
      ],
    ]);
    const byDocument = add(candidate(2, { name: 'Ana', parentDocument: CNPJ.prefeitura }), inDb);
    expect(byDocument.entry.parent).toBe('f0000000-0000-4000-8000-000000000001');
    const byName = add(candidate(3, { name: 'Bruno', parentName: 'SINDICATO  registrado' }));
    await parents.settle();
    expect(byName.entry.parent).toBe(stored);
    expect(outcome.errors.length).toBe(0);
  });

  it('refuses a parent named by two organisations of the file', async () => {
    const { add, parents, outcome } = file();
    const child = add(candidate(2, { name: 'Ana', parentName: 'Cooperativa Vale' }));
    add(candidate(3, { name: 'Cooperativa Vale', kind: 'organization', municipalityCode: '3140001' }));
    add(candidate(4, { name: 'Cooperativa Vale', kind: 'organization', municipalityCode: '3146107' }));
    await parents.settle();
    expect(child.entry.parent).toBeNull();
    expect(outcome.errors.items).toEqual([
      expect.objectContaining({
        line: 2,
        field: 'parentName',
        code: 'unknownParent',
        messageCode: 'parentUnknown',
        params: { value: 'Cooperativa Vale' },
      }),
    ]);
  });

  it('refuses a parent nobody defines', async () => {
    const { add, parents, outcome } = file();
    add(candidate(5, { name: 'Ana', parentDocument: CNPJ.associacao }));
    await parents.settle();
    expect(outcome.errors.items).toEqual([
      expect.objectContaining({ line: 5, field: 'parentDocument', messageCode: 'parentUnknown' }),
    ]);
  });

  it('refuses an organisation as its own parent, by CNPJ at once and by name at the end', async () => {
    const { add, parents, outcome } = file();
    add(
      candidate(2, {
        name: 'Associação Rio Doce',
        kind: 'organization',
        document: CNPJ.associacao,
        parentDocument: CNPJ.associacao,
      }),
    );
    expect(outcome.errors.items).toEqual([
      expect.objectContaining({ line: 2, field: 'parentDocument', messageCode: 'parentIsSelf' }),
    ]);
    add(candidate(3, { name: 'Cooperativa Vale', kind: 'organization', parentName: 'Cooperativa Vale' }));
    await parents.settle();
    expect(outcome.errors.items.map((e) => [e.line, e.messageCode])).toEqual([
      [2, 'parentIsSelf'],
      [3, 'parentIsSelf'],
    ]);
  });

  it('drops the held rows once nothing will be written', () => {
    const { add, parents } = file();
    const child = add(candidate(2, { name: 'Ana', parentName: 'Mais Adiante' }));
    child.group.pending = [child.entry];
    parents.held.add(child.group);
    parents.dropHeld();
    expect(parents.held.size).toBe(0);
    expect(child.group.pending).toHaveLength(0);
  });
});
