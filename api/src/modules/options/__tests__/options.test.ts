import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { options } from '../../../db/schema';
import { migrationsFolder } from '../../../paths';
import { bearer, signIn } from '../../../testing/auth-helpers';
import {
  API,
  createStakeholder,
  otherTenantAdmin,
  permissionWith,
  person,
  userWith,
  openSiteTestbed,
} from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';
import { adminId, commitment, createCommitment } from '../../../testing/commitment-helpers';
import { createInteraction, interaction } from '../../../testing/interaction-helpers';

describe('option lists: read by every member, written under configurations', () => {
  let ctx: TestContext;
  let admin: string;
  let site: string;

  // A fresh migrated and seeded database per file: a generous limit, the machine is shared.
  beforeAll(async () => {
    ({ ctx, admin, site } = await openSiteTestbed());
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  it('serves a list as {value,label} in the caller language, also to a site user without flags', async () => {
    const member = await userWith(ctx, admin, [site], permissionWith({}));
    const pt = await ctx.app.inject({
      url: `${API}/options/stakeholderCategory/options`,
      headers: { ...bearer(member.token), 'accept-language': 'pt-BR,pt;q=0.9' },
    });
    expect(pt.statusCode).toBe(200);
    expect(pt.json()).toContainEqual({ value: 'quilombola', label: 'Comunidade quilombola' });
    const en = await ctx.app.inject({
      url: `${API}/options/stakeholderCategory/options`,
      headers: bearer(member.token),
    });
    expect(en.json()).toContainEqual({ value: 'quilombola', label: 'Quilombola community' });
    // Spanish and German callers read the shipped lists in their language too.
    for (const [language, label] of [
      ['es-ES,es;q=0.9', 'Comunidad quilombola'],
      ['de', 'Quilombola-Gemeinschaft'],
    ]) {
      const res = await ctx.app.inject({
        url: `${API}/options/stakeholderCategory/options`,
        headers: { ...bearer(member.token), 'accept-language': language },
      });
      expect(res.json()).toContainEqual({ value: 'quilombola', label });
    }
  });

  it('gives a Spanish or German caller the English label where an entry has none in their language', async () => {
    const post = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: `${API}/options`, headers: bearer(admin), payload });
    const created = await post({
      list: 'entityType',
      code: 'radioStation',
      labelPtBr: 'Rádio comunitária',
      labelEn: 'Community radio',
      labelEs: 'Radio comunitaria',
      labelDe: '  ',
    });
    expect(created.statusCode).toBe(201);
    // A blank label is none.
    expect(created.json()).toMatchObject({ labelEs: 'Radio comunitaria', labelDe: null });
    const labelIn = async (language: string) =>
      (
        await ctx.app.inject({
          url: `${API}/options/entityType/options`,
          headers: { ...bearer(admin), 'accept-language': language },
        })
      )
        .json()
        .find((o: { value: string }) => o.value === 'radioStation')?.label;
    expect(await labelIn('es')).toBe('Radio comunitaria');
    expect(await labelIn('de')).toBe('Community radio');
    expect(await labelIn('pt-BR')).toBe('Rádio comunitária');
  });

  it('calls a cancelled interaction "Abgesagt" in German, and migration 0032 renames the shipped "Storniert"', async () => {
    const labelIn = async (language: string) =>
      (
        await ctx.app.inject({
          url: `${API}/options/status/options`,
          headers: { ...bearer(admin), 'accept-language': language },
        })
      )
        .json()
        .find((o: { value: string }) => o.value === 'cancelled')?.label;
    expect(await labelIn('de')).toBe('Abgesagt');
    expect(await labelIn('pt-BR')).toBe('Cancelada');

    // A tenant seeded before: its entry as shipped gets the new word; one it renamed keeps its own.
    const db = ctx.database.db;
    const cancelled = and(
      eq(options.tenantId, ctx.seed.tenantId),
      eq(options.list, 'status'),
      eq(options.code, 'cancelled'),
    );
    const migrate = () =>
      db.execute(
        sql.raw(
          fs.readFileSync(
            path.join(migrationsFolder, '0032_interaction_status_cancelled_abgesagt.sql'),
            'utf8',
          ),
        ),
      );
    const labelDe = async () =>
      (await db.select({ de: options.labelDe }).from(options).where(cancelled))[0]?.de;
    await db.update(options).set({ labelDe: 'Storniert' }).where(cancelled);
    await migrate();
    expect(await labelDe()).toBe('Abgesagt');
    await db.update(options).set({ labelDe: 'Storniert', labelEn: 'Called off' }).where(cancelled);
    await migrate();
    expect(await labelDe()).toBe('Storniert');
    await db.update(options).set({ labelDe: 'Abgesagt', labelEn: 'Cancelled' }).where(cancelled);
  });

  it('searches options by list codes and active flag, paged', async () => {
    const res = await ctx.app.inject({
      url: `${API}/options/search?codes=perception,channel&active=true&size=100`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(new Set(body.items.map((o: { list: string }) => o.list))).toEqual(
      new Set(['perception', 'channel']),
    );
    expect(body.total).toBe(3 + 8);
    expect(body.items[0]).toMatchObject({
      id: expect.any(String),
      code: expect.any(String),
      labelPtBr: expect.any(String),
      labelEn: expect.any(String),
    });
  });

  it('creates, updates by id, deactivates and deletes an unused option', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: `${API}/options`,
      headers: bearer(admin),
      payload: { list: 'stakeholderCategory', code: 'fishers', labelPtBr: 'Pescadores', labelEn: 'Fishers' },
    });
    expect(created.statusCode).toBe(201);
    const option = created.json();
    expect(option).toMatchObject({
      list: 'stakeholderCategory',
      code: 'fishers',
      active: true,
      workspaceId: ctx.seed.tenantId,
    });

    const updated = await ctx.app.inject({
      method: 'POST',
      url: `${API}/options`,
      headers: bearer(admin),
      payload: {
        id: option.id,
        list: 'stakeholderCategory',
        code: 'fishers',
        labelPtBr: 'Pescadores artesanais',
        labelEn: 'Artisanal fishers',
        labelEs: 'Pescadores artesanales',
        labelDe: null,
        sortOrder: 0,
        active: false,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: option.id,
      labelPtBr: 'Pescadores artesanais',
      active: false,
    });
    const listed = await ctx.app.inject({
      url: `${API}/options/stakeholderCategory/options`,
      headers: bearer(admin),
    });
    expect(listed.json().map((o: { value: string }) => o.value)).not.toContain('fishers');

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/options/${option.id}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(204);
    const search = await ctx.app.inject({
      url: `${API}/options/search?codes=stakeholderCategory&q=pescadores`,
      headers: bearer(admin),
    });
    expect(search.json().total).toBe(0);
  });

  it('makes the code of a new entry from its English label when none is sent, free in the list', async () => {
    const post = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: `${API}/options`, headers: bearer(admin), payload });
    const labels = { list: 'derivedList', labelPtBr: 'Audiência pública', labelEn: 'Public hearing' };
    const first = await post(labels);
    expect(first.statusCode).toBe(201);
    expect(first.json().code).toBe('publicHearing');
    // A code sent is kept (imports and other callers); one taken in another case is skipped.
    expect((await post({ ...labels, code: 'PUBLICHEARING2' })).json().code).toBe('PUBLICHEARING2');
    // Another name (the same name is refused: a name once per list) whose code would be taken.
    expect((await post({ ...labels, labelEn: 'Public hearing!', labelPtBr: 'Audiência' })).json().code).toBe(
      'publicHearing3',
    );
    // Accents and signs only: still a valid code.
    const odd = await post({ list: 'derivedList', labelPtBr: 'Ação', labelEn: 'Ação — São Paulo!' });
    expect(odd.json().code).toBe('acaoSaoPaulo');
    const signs = await post({ list: 'derivedList', labelPtBr: '—', labelEn: '—' });
    expect(signs.json().code).toBe('option');
    // A site's entry takes a code free across the tenant (decision 0050), here one the root has.
    const siteEntry = await post({
      list: 'derivedList',
      labelPtBr: 'Audiência da comunidade',
      labelEn: 'Public hearing.',
      workspaceId: site,
    });
    expect(siteEntry.json()).toMatchObject({ code: 'publicHearing4', workspaceId: site });
  });

  it('POST with an id takes the whole record: an omitted field is a 422 naming it, never a default', async () => {
    const post = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: `${API}/options`, headers: bearer(admin), payload });
    const created = await post({
      list: 'stakeholderScope',
      code: 'bacia',
      labelPtBr: 'Bacia hidrográfica',
      labelEn: 'River basin',
      sortOrder: 70,
      active: false,
    });
    expect(created.statusCode).toBe(201);
    const option = created.json();
    const stored = async () =>
      (
        await ctx.app.inject({
          url: `${API}/options/search?codes=stakeholderScope&q=bacia`,
          headers: bearer(admin),
        })
      ).json().items;
    const record = {
      id: option.id,
      list: option.list,
      code: option.code,
      labelPtBr: option.labelPtBr,
      labelEn: option.labelEn,
      labelEs: option.labelEs,
      labelDe: option.labelDe,
      sortOrder: option.sortOrder,
      active: option.active,
    };

    // Without an id it is a create; with one, every other field is required (an omitted `active`
    // used to re-activate the option, an omitted `sortOrder` to move it first).
    const fields = [
      'list',
      'code',
      'labelPtBr',
      'labelEn',
      'labelEs',
      'labelDe',
      'sortOrder',
      'active',
    ] as const;
    for (const field of fields) {
      const { [field]: _omitted, ...rest } = record;
      const refused = await post(rest);
      expect({ field, status: refused.statusCode, errors: refused.json().errors }).toEqual({
        field,
        status: 422,
        errors: [{ path: `body.${field}`, message: 'This field is required', code: 'required' }],
      });
    }
    expect(await stored()).toEqual([option]);

    // The whole record sent back keeps every stored value.
    const saved = await post({ ...record, labelEn: 'Watershed' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...option, labelEn: 'Watershed', label: 'Watershed' });
    expect(await stored()).toEqual([saved.json()]);
  });

  it('finds an option typed without accents or in capitals, in any of its labels', async () => {
    const find = async (q: string) =>
      (
        await ctx.app.inject({
          url: `${API}/options/search?codes=interactionType,channel&q=${encodeURIComponent(q)}`,
          headers: bearer(admin),
        })
      )
        .json()
        .items.map((o: { code: string }) => o.code);
    expect(await find('reuniao')).toEqual(['meeting']);
    expect(await find('LIGAÇÃO')).toContain('phoneCall');
    expect(await find('audiencia publica')).toEqual(['publicHearing']);
    expect(await find('personlich')).toEqual(['inPerson']);
  });

  describe('a code once per list in the tenant', () => {
    const post = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: `${API}/options`, headers: bearer(admin), payload });
    const entry = (code: string, overrides: object = {}) => ({
      list: 'interactionType',
      code,
      labelPtBr: 'Outra reunião',
      labelEn: 'Another meeting',
      ...overrides,
    });
    /** The entries of interactionType with `code` in any case, wherever they live. */
    const withCode = async (code: string) =>
      (
        await ctx.app.inject({
          url: `${API}/options/search?codes=interactionType&size=100`,
          headers: bearer(admin),
        })
      )
        .json()
        .items.filter((o: { code: string }) => o.code.toLowerCase() === code.toLowerCase());
    const refusedOnCode = (res: { statusCode: number; json: () => unknown }, code: string) => {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        status: 409,
        errors: [expect.objectContaining({ path: 'body.code', code })],
      });
    };

    it('refuses a code the list already has, here or in a workspace above, in any case: 409 on the code, nothing written', async () => {
      refusedOnCode(await post(entry('meeting')), 'duplicateCode');
      // The reviewer's case: a site adding the root's "meeting" used to get a second "Reunião".
      refusedOnCode(await post(entry('meeting', { workspaceId: site })), 'duplicateCode');
      refusedOnCode(await post(entry('MEETING', { workspaceId: site })), 'duplicateCode');
      expect(await withCode('meeting')).toHaveLength(1);
      // The same code in another list is another entry.
      expect((await post(entry('meeting', { list: 'commitmentSource' }))).statusCode).toBe(201);
    });

    it('names an inactive entry with the code, to be activated instead', async () => {
      const created = await post(entry('sleepyType'));
      expect(created.statusCode).toBe(201);
      const option = created.json();
      expect(
        (
          await post({
            ...entry('sleepyType'),
            id: option.id,
            labelEs: null,
            labelDe: null,
            sortOrder: 0,
            active: false,
          })
        ).statusCode,
      ).toBe(200);
      const again = await post(entry('sleepytype', { workspaceId: site }));
      refusedOnCode(again, 'duplicateInactiveCode');
      expect(again.json().detail).toMatch(/inactive entry .* activate it/);
      expect(await withCode('sleepyType')).toHaveLength(1);
    });

    it('refuses changing a code to one the list already has, and lets an entry change its own case', async () => {
      const created = await post(entry('renamedType'));
      expect(created.statusCode).toBe(201);
      const whole = (code: string) => ({
        ...entry(code),
        id: created.json().id,
        labelEs: null,
        labelDe: null,
        sortOrder: 0,
        active: true,
      });
      refusedOnCode(await post(whole('Meeting')), 'duplicateCode');
      expect((await post(whole('RenamedType'))).statusCode).toBe(200);
    });

    it('lets only one of several saves of one new code at once through', async () => {
      const results = await Promise.all(
        [site, undefined, site, undefined, site].map((workspaceId) =>
          post(entry('racedType', workspaceId ? { workspaceId } : {})),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      for (const res of results.filter((r) => r.statusCode === 409)) refusedOnCode(res, 'duplicateCode');
      expect(await withCode('racedType')).toHaveLength(1);
    });
  });

  describe('a name once per list, as the screens add entries (no code)', () => {
    const post = (payload: object, token = admin) =>
      ctx.app.inject({ method: 'POST', url: `${API}/options`, headers: bearer(token), payload });
    const named = (labelEn: string, labelPtBr: string, overrides: object = {}) => ({
      list: 'commitmentSource',
      labelEn,
      labelPtBr,
      ...overrides,
    });
    const refusedOn = (res: { statusCode: number; json: () => unknown }, path: string, code: string) => {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        status: 409,
        errors: [expect.objectContaining({ path: `body.${path}`, code })],
      });
    };
    const named_ = async (labelEn: string) =>
      (
        await ctx.app.inject({
          url: `${API}/options/search?codes=commitmentSource&size=100`,
          headers: bearer(admin),
        })
      )
        .json()
        .items.filter((o: { labelEn: string }) => o.labelEn === labelEn);

    it('refuses a second entry named as one the list has, in English or Portuguese, accents and case aside', async () => {
      expect((await post(named('Site walk', 'Caminhada no local'))).statusCode).toBe(201);
      refusedOn(await post(named('site WALK', 'Outra coisa')), 'labelEn', 'duplicateLabel');
      refusedOn(await post(named('Another thing', 'caminhada no LOCAL')), 'labelPtBr', 'duplicateLabel');
      refusedOn(
        await post(named('Site walk', 'Caminhada', { workspaceId: site })),
        'labelEn',
        'duplicateLabel',
      );
      // Both labels repeated: both said at once, not one per save.
      const both = await post(named('Site Walk', 'Caminhada no local'));
      expect(both.statusCode).toBe(409);
      expect(both.json().errors).toEqual([
        expect.objectContaining({ path: 'body.labelEn', code: 'duplicateLabel' }),
        expect.objectContaining({ path: 'body.labelPtBr', code: 'duplicateLabel' }),
      ]);
      expect(await named_('Site walk')).toHaveLength(1);
    });

    it('names an inactive namesake, to be activated instead of adding another', async () => {
      const created = await post(named('Field diary', 'Diário de campo'));
      expect(created.statusCode).toBe(201);
      const option = created.json();
      const off = await post({
        ...named('Field diary', 'Diário de campo'),
        id: option.id,
        code: option.code,
        labelEs: null,
        labelDe: null,
        sortOrder: 0,
        active: false,
      });
      expect(off.statusCode).toBe(200);
      const again = await post(named('Field Diary', 'Caderno de campo'));
      refusedOn(again, 'labelEn', 'duplicateInactiveLabel');
      expect(again.json().detail).toMatch(/inactive entry .* activate it/);
    });

    it("refuses renaming an entry to another one's name, and lets an entry keep or recase its own", async () => {
      const first = (await post(named('Radio spot', 'Spot de rádio'))).json();
      const second = (await post(named('Radio ad', 'Anúncio de rádio'))).json();
      const rename = (option: { id: string; code: string }, labelEn: string, labelPtBr: string) =>
        post({
          ...named(labelEn, labelPtBr),
          id: option.id,
          code: option.code,
          labelEs: null,
          labelDe: null,
          sortOrder: 0,
          active: true,
        });
      refusedOn(await rename(second, 'Radio Spot', 'Anúncio de rádio'), 'labelEn', 'duplicateLabel');
      expect((await rename(first, 'Radio SPOT', 'Spot de rádio')).statusCode).toBe(200);
      expect((await rename(second, 'Radio advert', 'Anúncio de rádio')).statusCode).toBe(200);
    });
  });

  it('refuses to delete or recode an option in use with 409', async () => {
    const token = await signIn(ctx.app, [site]);
    await createStakeholder(ctx.app, token, person({ categoryCode: 'media' }));
    const search = await ctx.app.inject({
      url: `${API}/options/search?codes=stakeholderCategory&q=media`,
      headers: bearer(admin),
    });
    const media = search.json().items.find((o: { code: string }) => o.code === 'media');
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/options/${media.id}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().detail).toMatch(/deactivate it instead/);
    expect(removed.json().errors).toEqual([
      expect.objectContaining({ path: 'body.code', code: 'optionInUseByStakeholders' }),
    ]);
    const recode = await ctx.app.inject({
      method: 'POST',
      url: `${API}/options`,
      headers: bearer(admin),
      payload: {
        id: media.id,
        list: 'stakeholderCategory',
        code: 'press',
        labelPtBr: 'Imprensa',
        labelEn: 'Press',
        labelEs: null,
        labelDe: null,
        sortOrder: media.sortOrder,
        active: true,
      },
    });
    expect(recode.statusCode).toBe(409);
  });

  it('refuses to delete or recode an entry that interactions or commitments use, naming them', async () => {
    const token = await signIn(ctx.app, [site]);
    const post = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: `${API}/options`, headers: bearer(admin), payload });
    const entry = async (list: string, code: string) => {
      const res = await post({ list, code, labelPtBr: code, labelEn: code, labelEs: null, labelDe: null });
      expect(res.statusCode).toBe(201);
      return res.json<{ id: string; list: string; code: string; sortOrder: number }>();
    };
    const [type, channel, classification, status, source, priority, risk] = await Promise.all([
      entry('interactionType', 'radioShow'),
      entry('channel', 'communityRadio'),
      entry('classification', 'praise'),
      entry('status', 'onHold'),
      entry('commitmentSource', 'courtOrder'),
      entry('commitmentPriority', 'urgent'),
      entry('commitmentRisk', 'extreme'),
    ]);
    const record = await createInteraction(
      ctx.app,
      token,
      interaction({
        typeCode: type!.code,
        channelCode: channel!.code,
        classificationCode: classification!.code,
        statusCode: status!.code,
      }),
    );
    expect(record.typeCode).toBe('radioShow');
    const made = await createCommitment(
      ctx.app,
      token,
      commitment(await adminId(ctx), {
        sourceCode: 'courtOrder',
        priorityCode: 'urgent',
        riskCode: 'extreme',
      }),
    );
    expect(made.sourceCode).toBe('courtOrder');

    const cases = [
      [type, 'optionInUseByInteractions'],
      [channel, 'optionInUseByInteractions'],
      [classification, 'optionInUseByInteractions'],
      [status, 'optionInUseByInteractions'],
      [source, 'optionInUseByCommitments'],
      [priority, 'optionInUseByCommitments'],
      [risk, 'optionInUseByCommitments'],
    ] as const;
    for (const [option, code] of cases) {
      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: `${API}/options/${option!.id}`,
        headers: bearer(admin),
      });
      expect({ list: option!.list, status: removed.statusCode }).toEqual({ list: option!.list, status: 409 });
      expect(removed.json().errors).toEqual([expect.objectContaining({ path: 'body.code', code })]);
      const recode = await post({
        id: option!.id,
        list: option!.list,
        code: `${option!.code}Renamed`,
        labelPtBr: 'Outro',
        labelEn: 'Other',
        labelEs: null,
        labelDe: null,
        sortOrder: option!.sortOrder,
        active: true,
      });
      expect(recode.statusCode).toBe(409);
      expect(recode.json().errors).toEqual([expect.objectContaining({ path: 'body.code', code })]);
    }
    // Still the record's labels: nothing was removed.
    const details = await ctx.app.inject({
      url: `${API}/social-interactions/${record.id}/details`,
      headers: bearer(token),
    });
    expect(details.json().labels).toMatchObject({ type: 'radioShow', channel: 'communityRadio' });
  });

  it('answers 403 without the configurations flags and 404 for another tenant', async () => {
    const viewer = await userWith(ctx, admin, [site], permissionWith({ configurations: { view: true } }));
    const adder = await userWith(ctx, admin, [site], permissionWith({ configurations: { add: true } }));
    const body = {
      list: 'channel',
      code: 'radio',
      labelPtBr: 'Rádio',
      labelEn: 'Radio',
      labelEs: null,
      labelDe: null,
      sortOrder: 0,
      active: true,
    };
    const create = await ctx.app.inject({
      method: 'POST',
      url: `${API}/options`,
      headers: bearer(viewer.token),
      payload: body,
    });
    expect(create.statusCode).toBe(403);
    const search = await ctx.app.inject({
      url: `${API}/options/search?codes=channel&q=whatsapp`,
      headers: bearer(admin),
    });
    const whatsapp = search.json().items[0];
    const update = await ctx.app.inject({
      method: 'POST',
      url: `${API}/options`,
      headers: bearer(adder.token),
      payload: { ...body, id: whatsapp.id },
    });
    expect(update.statusCode).toBe(403);
    const remove = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/options/${whatsapp.id}`,
      headers: bearer(adder.token),
    });
    expect(remove.statusCode).toBe(403);

    const other = await otherTenantAdmin(ctx);
    const foreignDelete = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/options/${whatsapp.id}`,
      headers: bearer(other.token),
    });
    expect(foreignDelete.statusCode).toBe(404);
    const foreignUpdate = await ctx.app.inject({
      method: 'POST',
      url: `${API}/options`,
      headers: bearer(other.token),
      payload: { ...body, id: whatsapp.id },
    });
    expect(foreignUpdate.statusCode).toBe(404);
    const foreignList = await ctx.app.inject({
      url: `${API}/options/search?codes=channel`,
      headers: bearer(other.token),
    });
    expect(foreignList.json().total).toBe(0);
  });
});
