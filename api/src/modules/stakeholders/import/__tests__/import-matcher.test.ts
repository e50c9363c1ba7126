import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../../../db/database';
import { workspaces } from '../../../../db/schema';
import { seedDatabase } from '../../../../db/seed/seed';
import { tenantTree } from '../../../../testing/auth-helpers';
import { candidate, importParts, importScope, registerStakeholder } from '../../../../testing/import-parts';
import { openTestDatabase } from '../../../../testing/test-database';

const CPF = { ana: '52998224725', bruno: '11144477735', carla: '39053344705' };
const CNPJ = { associacao: '11222333000181' };
const MARIANA = { state: 'MG', municipality: 'Mariana', municipalityCode: '3140001' };
const OURO_PRETO = { state: 'MG', municipality: 'Ouro Preto', municipalityCode: '3146107' };

/** The matcher alone (import-matcher.ts): batches of validated rows against the file so far and a real database. */
describe('import matcher', () => {
  let database: DatabaseHandle;
  let tenantId: string;
  /** The scope's one workspace. */
  let site: string;
  /** A workspace of the same tenant the scope does not reach. */
  let elsewhere: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    ({ tenantId } = await seedDatabase(database.db, {
      adminEmail: 'admin@matcher.test',
      adminPassword: 'Matcher@2026',
      passwordLog2n: 10,
    }));
    const { root } = await tenantTree(database.db, tenantId);
    site = randomUUID();
    elsewhere = randomUUID();
    await database.db.insert(workspaces).values([
      { tenantId, id: site, parentId: root.id, level: 2, name: 'Matcher' },
      { tenantId, id: elsewhere, parentId: root.id, level: 2, name: 'Fora do alcance' },
    ]);
  });
  afterAll(() => database.close());

  const parts = () => importParts(database.db, importScope(tenantId, [site]));

  it('groups rows of the file with the same CPF, whatever their names, and lists the later ones', async () => {
    const { matcher, outcome } = parts();
    const touched = await matcher.classify([
      candidate(2, { name: 'Ana Souza', document: CPF.ana }),
      candidate(3, { name: 'Ana S.', document: CPF.ana }),
      candidate(4, { name: 'Bruno Lima', document: CPF.bruno }),
    ]);
    expect(touched.size).toBe(2);
    const ana = [...touched].find((g) => g.firstLine === 2);
    expect(ana?.pending.map((p) => p.c.line)).toEqual([2, 3]);
    expect(outcome.duplicates.items).toEqual([
      { line: 3, reason: 'document', matchedLine: 2, existingId: null, existingName: null },
    ]);
    expect(outcome.errors.length).toBe(0);
  });

  it('groups by folded name and municipality when a side has no document; two documents stay two', async () => {
    const { matcher, outcome } = parts();
    const touched = await matcher.classify([
      candidate(2, { name: 'José da Silva', ...MARIANA }),
      candidate(3, { name: 'JOSE  DA SILVA', ...MARIANA, document: CPF.carla }),
      // Another municipality: another stakeholder.
      candidate(4, { name: 'José da Silva', ...OURO_PRETO }),
      // Two different CPF with one name are two people.
      candidate(5, { name: 'Maria Costa', ...MARIANA, document: CPF.ana }),
      candidate(6, { name: 'Maria Costa', ...MARIANA, document: CPF.bruno }),
    ]);
    expect([...touched].map((g) => g.firstLine).sort()).toEqual([2, 4, 5, 6]);
    expect(outcome.duplicates.items).toEqual([
      { line: 3, reason: 'nameAndMunicipality', matchedLine: 2, existingId: null, existingName: null },
    ]);
  });

  it('remembers the keys of earlier batches', async () => {
    const { matcher, outcome } = parts();
    await matcher.classify([candidate(2, { name: 'Lote Um', document: CPF.ana })]);
    const second = await matcher.classify([candidate(3, { name: 'Lote Um', document: CPF.ana })]);
    expect([...second].map((g) => g.firstLine)).toEqual([2]);
    expect(outcome.duplicates.items).toEqual([expect.objectContaining({ line: 3, matchedLine: 2 })]);
  });

  it('matches registered stakeholders by CPF and by name in the municipality, but not its own records', async () => {
    const registered = await registerStakeholder(database.db, tenantId, site, {
      name: 'Registrada Antiga',
      document: CPF.carla,
    });
    const namesake = await registerStakeholder(database.db, tenantId, site, {
      name: 'Vizinha Antiga',
      ...MARIANA,
    });
    const { matcher, outcome, keys } = parts();
    // A record this import created is matched by the file's keys, never by the database's.
    keys.ownIds.add(namesake);
    await matcher.classify([candidate(2, { name: 'vizinha antiga', ...MARIANA })]);
    expect(outcome.duplicates.length).toBe(0);

    const fresh = parts();
    const touched = await fresh.matcher.classify([
      candidate(2, { name: 'Outro Nome', document: CPF.carla }),
      candidate(3, { name: 'vizinha antiga', ...MARIANA }),
    ]);
    expect([...touched].map((g) => g.existing?.id)).toEqual([registered, namesake]);
    expect([...touched].map((g) => g.id)).toEqual([registered, namesake]);
    expect(fresh.outcome.duplicates.items).toEqual([
      {
        line: 2,
        reason: 'document',
        matchedLine: null,
        existingId: registered,
        existingName: 'Registrada Antiga',
      },
      {
        line: 3,
        reason: 'nameAndMunicipality',
        matchedLine: null,
        existingId: namesake,
        existingName: 'Vizinha Antiga',
      },
    ]);
  });

  it('refuses a CPF held in a workspace the scope does not reach, naming nothing of it', async () => {
    await registerStakeholder(database.db, tenantId, elsewhere, { name: 'Escondida', document: CPF.bruno });
    const { matcher, outcome } = parts();
    const touched = await matcher.classify([candidate(7, { name: 'Qualquer', document: CPF.bruno })]);
    expect(touched.size).toBe(0);
    expect(outcome.duplicates.length).toBe(0);
    expect(outcome.errors.items).toEqual([
      expect.objectContaining({ line: 7, field: 'document', code: 'documentTaken', params: {} }),
    ]);
    expect(outcome.writing()).toBe(false);
  });

  it('notes the organisations of the file for the parents, a shared name as ambiguous', async () => {
    const { matcher, keys } = parts();
    const touched = [
      ...(await matcher.classify([
        candidate(2, { name: 'Associação Rio Doce', kind: 'organization', document: CNPJ.associacao }),
        candidate(3, { name: 'Cooperativa Vale', kind: 'organization', ...MARIANA }),
        candidate(4, { name: 'Cooperativa Vale', kind: 'organization', ...OURO_PRETO }),
      ])),
    ];
    expect(keys.orgByDocument.get(CNPJ.associacao)).toBe(touched[0]);
    expect(keys.orgByName.get('associacao rio doce')).toBe(touched[0]);
    expect(keys.orgByName.get('cooperativa vale')).toBeNull();
  });
});
