import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Commitment, Interaction, Stakeholder, UserOption } from '@conexoes/shared/contract';
import { commitments, interactionParticipants, stakeholders } from '../../../db/schema';
import { bearer, createUser, signIn, tenantTree } from '../../../testing/auth-helpers';
import { commitment, commitmentUpdateOf, createCommitment } from '../../../testing/commitment-helpers';
import { createInteraction, interaction, interactionUpdateOf } from '../../../testing/interaction-helpers';
import {
  API,
  createStakeholder,
  permissionWith,
  person as stakeholderPerson,
  updateOf,
} from '../../../testing/stakeholder-helpers';
import { createTestApp, type TestContext } from '../../../testing/test-app';

const cannotOpen = 'This person cannot open records of this workspace';

/**
 * A record's people (owner, participants, follow-up owner) are people who may open it: the pickers
 * offer only them (users/options with workspaceId and area) and a write refuses anyone else newly
 * chosen (422 on the field), while someone already linked stays.
 */
describe('the people of a record may open it', () => {
  let ctx: TestContext;
  let unitToken: string;
  let siteToken: string;
  let unit: string;
  let site: string;
  let sibling: string;
  const people = { atTheUnit: '', atTheSite: '', atASibling: '', withoutTheArea: '' };
  // With the stakeholders area: one on the site, one on its sibling only.
  const registrars = { atTheSite: '', atASibling: '' };

  beforeAll(async () => {
    ctx = await createTestApp();
    const tree = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    const admin = await signIn(ctx.app, [tree.root.id]);
    unit = tree.units[0]?.id as string;
    const sites = tree.sitesOf(unit).map((s) => s.id);
    if (!sites[0] || !sites[1]) throw new Error('the demo tenant has two sites under its first unit');
    [site, sibling] = sites as [string, string];
    const both = permissionWith({ customModules: { view: true }, socialInteractions: { view: true } });
    const person = (name: string, workspaceIds: string[], permission = both) =>
      createUser(ctx.app, admin, { name, workspaceIds, permission }).then((u) => u.id);
    people.atTheUnit = await person('Ana da Unidade', [unit]);
    people.atTheSite = await person('Bruno do Site', [site]);
    people.atASibling = await person('Carla do Site Vizinho', [sibling]);
    people.withoutTheArea = await person(
      'Davi sem a Área',
      [site],
      permissionWith({ stakeholders: { view: true } }),
    );
    const stakeholdersOnly = permissionWith({ stakeholders: { view: true } });
    registrars.atTheSite = await person('Elisa do Cadastro', [site], stakeholdersOnly);
    registrars.atASibling = await person('Fábio do Cadastro Vizinho', [sibling], stakeholdersOnly);
    // The seeded admin reaches everything: signed in at the unit it sees both sites' people.
    unitToken = await signIn(ctx.app, [unit]);
    siteToken = await signIn(ctx.app, [site]);
  }, 180_000);
  afterAll(() => ctx.close(), 60_000);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url: `${API}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const optionIds = async (query: string, token = unitToken) => {
    const res = await call('GET', `/users/options${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json<UserOption[]>().map((o) => o.value);
  };

  describe('users/options for a record of an area in a workspace', () => {
    it('offers whoever may open it there, and nobody who may not', async () => {
      const everyone = await optionIds('');
      // Without the record, every active user the caller sees: the sibling site's person too.
      expect(everyone).toEqual(expect.arrayContaining(Object.values(people)));

      const forSite = await optionIds(`?workspaceId=${site}&area=customModules`);
      expect(forSite).toEqual(expect.arrayContaining([people.atTheUnit, people.atTheSite]));
      expect(forSite).not.toContain(people.atASibling);
      expect(forSite).not.toContain(people.withoutTheArea);

      const forSibling = await optionIds(`?workspaceId=${sibling}&area=socialInteractions`);
      expect(forSibling).toEqual(expect.arrayContaining([people.atTheUnit, people.atASibling]));
      expect(forSibling).not.toContain(people.atTheSite);
    });

    it('follows the area: a person without its view flag is not offered, one with it is', async () => {
      const forStakeholders = await optionIds(`?workspaceId=${site}&area=stakeholders`);
      expect(forStakeholders).toContain(people.withoutTheArea);
      expect(forStakeholders).not.toContain(people.atTheSite);
    });

    it('refuses a workspace outside the caller’s reach as it does an unknown one (404, nobody listed)', async () => {
      for (const workspaceId of [sibling, randomUUID()]) {
        const res = await call(
          'GET',
          `/users/options?workspaceId=${workspaceId}&area=customModules`,
          siteToken,
        );
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain(people.atASibling);
      }
    });

    it('takes the workspace and the area together', async () => {
      expect((await call('GET', `/users/options?workspaceId=${site}`, unitToken)).statusCode).toBe(422);
      expect((await call('GET', '/users/options?area=customModules', unitToken)).statusCode).toBe(422);
    });
  });

  describe('a commitment’s owner', () => {
    it('refuses a newly chosen owner who cannot open the commitment, on create and update', async () => {
      for (const ownerId of [people.atASibling, people.withoutTheArea]) {
        const res = await call(
          'POST',
          '/commitments/management',
          unitToken,
          commitment(ownerId, { workspaceId: site }),
        );
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual([
          { path: 'body.ownerId', message: cannotOpen, code: 'cannotOpenRecords' },
        ]);
      }
      const made = await createCommitment(
        ctx.app,
        unitToken,
        commitment(people.atTheUnit, { workspaceId: site }),
      );
      const moved = await call(
        'PUT',
        `/commitments/management/${made.id}`,
        unitToken,
        commitmentUpdateOf(made, { ownerId: people.atASibling }),
      );
      expect(moved.statusCode).toBe(422);
      expect(moved.json().errors).toEqual([
        { path: 'body.ownerId', message: cannotOpen, code: 'cannotOpenRecords' },
      ]);
      const toTheSite = await call(
        'PUT',
        `/commitments/management/${made.id}`,
        unitToken,
        commitmentUpdateOf(made, { ownerId: people.atTheSite }),
      );
      expect(toTheSite.statusCode).toBe(200);
    });

    it('keeps an owner already linked who can no longer open it', async () => {
      const made = await createCommitment(
        ctx.app,
        unitToken,
        commitment(people.atTheSite, { workspaceId: site }),
      );
      // As if they had been moved to the sibling site after being made owner.
      await ctx.database.db
        .update(commitments)
        .set({ ownerId: people.atASibling })
        .where(eq(commitments.id, made.id));
      const stored = (await call('GET', `/commitments/management/${made.id}`, unitToken)).json<Commitment>();
      const res = await call(
        'PUT',
        `/commitments/management/${made.id}`,
        unitToken,
        commitmentUpdateOf(stored, { title: 'Perfurar dois poços' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json<Commitment>().ownerId).toBe(people.atASibling);
    });
  });

  describe('an interaction’s participants and follow-up owner', () => {
    const followUp = (ownerId: string) => ({
      followUpRequired: true,
      followUpDue: '2026-12-20',
      followUpOwnerId: ownerId,
    });

    it('refuses newly chosen people who cannot open the interaction, each on its field', async () => {
      const res = await call(
        'POST',
        '/social-interactions',
        unitToken,
        interaction({
          workspaceId: site,
          participantIds: [people.atTheUnit, people.atASibling],
          ...followUp(people.withoutTheArea),
        }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([
        { path: 'body.participantIds.1', message: cannotOpen, code: 'cannotOpenRecords' },
        { path: 'body.followUpOwnerId', message: cannotOpen, code: 'cannotOpenRecords' },
      ]);
    });

    it('keeps a participant already linked, and refuses a new one on update', async () => {
      const made = await createInteraction(
        ctx.app,
        unitToken,
        interaction({ workspaceId: site, participantIds: [people.atTheSite], ...followUp(people.atTheUnit) }),
      );
      // As if the sibling site's person had taken part before being moved off this site.
      await ctx.database.db
        .insert(interactionParticipants)
        .values({ tenantId: ctx.seed.tenantId, interactionId: made.id, userId: people.atASibling });
      const stored = (await call('GET', `/social-interactions/${made.id}`, unitToken)).json<Interaction>();
      expect(stored.participantIds).toContain(people.atASibling);

      const kept = await call(
        'PUT',
        `/social-interactions/${made.id}`,
        unitToken,
        interactionUpdateOf(stored),
      );
      expect(kept.statusCode).toBe(200);

      const after = kept.json<Interaction>();
      const added = await call(
        'PUT',
        `/social-interactions/${made.id}`,
        unitToken,
        interactionUpdateOf(after, {
          participantIds: [...after.participantIds, people.withoutTheArea],
          followUpOwnerId: people.atASibling,
        }),
      );
      expect(added.statusCode).toBe(422);
      expect(added.json().errors).toEqual([
        {
          path: `body.participantIds.${after.participantIds.length}`,
          message: cannotOpen,
          code: 'cannotOpenRecords',
        },
        { path: 'body.followUpOwnerId', message: cannotOpen, code: 'cannotOpenRecords' },
      ]);
    });
  });

  describe('a stakeholder’s responsible', () => {
    it('refuses a newly chosen responsible who cannot open the stakeholder, on create and update', async () => {
      // The sibling site's registrar, and a person of the site without the stakeholders area.
      for (const responsibleId of [registrars.atASibling, people.atTheSite]) {
        const res = await call(
          'POST',
          '/stakeholders',
          unitToken,
          stakeholderPerson({ workspaceId: site, responsibleId }),
        );
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual([
          { path: 'body.responsibleId', message: cannotOpen, code: 'cannotOpenRecords' },
        ]);
      }
      const made = await createStakeholder(
        ctx.app,
        unitToken,
        stakeholderPerson({ workspaceId: site, responsibleId: registrars.atTheSite }),
      );
      const moved = await call(
        'PUT',
        `/stakeholders/${made.id}`,
        unitToken,
        updateOf(made, { responsibleId: registrars.atASibling }),
      );
      expect(moved.statusCode).toBe(422);
      expect(moved.json().errors).toEqual([
        { path: 'body.responsibleId', message: cannotOpen, code: 'cannotOpenRecords' },
      ]);
      // Another person of the site with the stakeholders area may be chosen.
      const toTheSite = await call(
        'PUT',
        `/stakeholders/${made.id}`,
        unitToken,
        updateOf(made, { responsibleId: people.withoutTheArea }),
      );
      expect(toTheSite.statusCode).toBe(200);
    });

    it('keeps a responsible already set who can no longer open it', async () => {
      const made = await createStakeholder(
        ctx.app,
        unitToken,
        stakeholderPerson({ workspaceId: site, responsibleId: registrars.atTheSite }),
      );
      // As if they had been moved to the sibling site after being made responsible.
      await ctx.database.db
        .update(stakeholders)
        .set({ responsibleId: registrars.atASibling })
        .where(eq(stakeholders.id, made.id));
      const stored = (await call('GET', `/stakeholders/${made.id}`, unitToken)).json<Stakeholder>();
      const res = await call(
        'PUT',
        `/stakeholders/${made.id}`,
        unitToken,
        updateOf(stored, { name: 'João Batista da Conceição Filho' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json<Stakeholder>().responsibleId).toBe(registrars.atASibling);
    });
  });
});
