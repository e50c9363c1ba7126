import {
  permissionAreas,
  roleTemplates,
  stakeholderPersonalFields,
  type Permission,
  type PermissionArea,
  type PermissionFlag,
} from '@conexoes/shared/contract';
import { parse as parseCsv } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { users } from '../db/schema';
import type { PermissionRequirement } from '../plugins/auth.plugin';
import { bearer } from './auth-helpers';
import { pdfText } from './pdf-text';
import { freshSite, otherTenantAdmin, userWith } from './stakeholder-helpers';
import type { TestContext } from './test-app';

/**
 * The isolation matrix (issue 9): every route is tried by each kind of outsider, and each must learn
 * nothing. Apply it to every new route:
 *
 *   const matrix = await openIsolationMatrix(ctx, admin, site);
 *   it('isolates GET /things/:id', async () => {
 *     expect(await matrix.check({ method: 'GET', url: `${API}/things/${id}`, permission: [['x', 'view']] })).toEqual([]);
 *   });
 *
 * `check` answers the list of failures (empty when the route holds), so a failing test names every
 * hole at once. A positive control runs last, as the site's admin: a route that 404s for everybody
 * (a wrong URL) fails the matrix instead of passing it.
 */
export type MatrixRoute = {
  method: HTTPMethods;
  /** Aimed at a record of the testbed's site (or a list/count route). */
  url: string;
  /** A JSON body, or the raw bytes of one (e.g. `multipartFile`) sent with `headers`. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The flags, any one of which grants the route; `'member'` when every member may call it. */
  permission: PermissionRequirement | 'member';
  /**
   * A list or count: outsiders get an answer (200) in which none of these strings (ids, names of the
   * site's records) appears, rather than 404. The positive control checks they do appear for insiders.
   */
  absent?: string[];
  /** What outsiders get when not 404 (e.g. 422 for a create naming a workspace outside the scope). */
  outsiderStatus?: number[];
  /** What the site's admin gets (default: any 2xx). */
  okStatus?: number[];
  /**
   * For routes showing personal data: a user of the site with this area's flags of the route and
   * onlyBasicInfo sees no personal field (keys below with a value) and none of `values` anywhere.
   * A file (XLSX, CSV) is read cell by cell: none of `keys` among its column headers, none of
   * `values` in any cell of any sheet. `refused`: the route answers such a user 403 instead. An area
   * whose records hold personal data of their own passes its keys and values too (social interactions:
   * the people's names and `interactionPersonalFields`, not only a stakeholder's document and e-mail).
   */
  basicInfo?: { area: PermissionArea; values: string[]; keys?: string[]; refused?: boolean };
  /**
   * For routes acting on a user: the same route aimed at `targetId`, called by a manager of the site
   * (who holds the route's flags) against a tenant-wide admin and against an admin of the same site.
   */
  onUser?: (targetId: string) => { url: string; body?: unknown };
  /** Skip the positive control (e.g. a DELETE whose record other checks still need). */
  skipControl?: boolean;
};

/** Keys holding personal data (LGPD) in any answer an onlyBasicInfo user receives. */
export const personalKeys = [...stakeholderPersonalFields, 'cpf', 'cnpj'];

/** Paths of keys in `personalKeys` that carry a value (null, '' and {} are the hidden forms). */
export const personalFieldsIn = (json: unknown, keys: string[] = personalKeys, path = '$'): string[] => {
  if (Array.isArray(json)) return json.flatMap((v, i) => personalFieldsIn(v, keys, `${path}[${i}]`));
  if (json === null || typeof json !== 'object') return [];
  return Object.entries(json).flatMap(([key, value]) => {
    const here = `${path}.${key}`;
    const hidden =
      value === null ||
      value === undefined ||
      value === '' ||
      (typeof value === 'object' && Object.keys(value).length === 0);
    return [...(keys.includes(key) && !hidden ? [here] : []), ...personalFieldsIn(value, keys, here)];
  });
};

/**
 * What an answer says, as text: a JSON or text body as is, a CSV without its BOM, an XLSX workbook as
 * the texts of its cells (every sheet), a PDF as the text a reader gets out of it; `headers` is a
 * file's first row (the first sheet's).
 */
export const readAnswer = async (
  res: LightMyRequestResponse,
): Promise<{ text: string; json?: unknown; headers?: string[] }> => {
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('spreadsheetml')) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheets = workbook.worksheets.map((sheet) => {
      const rows: string[][] = [];
      sheet.eachRow((row) => {
        const cells: string[] = [];
        row.eachCell((cell) => cells.push(cell.text));
        rows.push(cells);
      });
      return rows;
    });
    return {
      text: sheets.flatMap((rows) => rows.map((cells) => cells.join('\t'))).join('\n'),
      headers: sheets[0]?.[0] ?? [],
    };
  }
  if (type.includes('application/pdf')) return { text: (await pdfText(res.rawPayload)).text };
  if (type.includes('text/csv')) {
    const text = res.body.replace(/^\uFEFF/, '');
    // The app writes `;` for readers whose spreadsheets take the comma as the decimal mark (csvDelimiterOf).
    const delimiter = (text.split('\n', 1)[0] ?? '').includes(';') ? ';' : ',';
    const rows = parseCsv(text, { relax_column_count: true, delimiter }) as string[][];
    return { text, headers: rows[0] ?? [] };
  }
  if (type.includes('json')) {
    try {
      return { text: res.body, json: JSON.parse(res.body) as unknown };
    } catch {
      return { text: res.body };
    }
  }
  return { text: res.body };
};

/** The admin template without any of the given flags (and without fullAccess where one is removed). */
const without = (flags: PermissionRequirement): Permission => {
  const permission = structuredClone(roleTemplates.admin);
  for (const [area, flag] of flags) {
    permission[area][flag] = false;
    permission[area].fullAccess = false;
  }
  return permission;
};

/** Only the route's flags, with onlyBasicInfo in `area`. */
const basicInfoUser = (flags: PermissionRequirement, area: PermissionArea): Permission => {
  const permission = Object.fromEntries(
    permissionAreas.map((a) => [a, { ...roleTemplates.admin[a], fullAccess: false }]),
  ) as Permission;
  for (const [a, flag] of flags) permission[a][flag] = true;
  permission[area].onlyBasicInfo = true;
  return permission;
};

/** The admin template without `view` (and fullAccess) in `area`: every other flag of it kept. */
const withoutView = (area: PermissionArea): Permission => {
  const permission = structuredClone(roleTemplates.admin);
  permission[area].view = false;
  permission[area].fullAccess = false;
  return permission;
};

/** The areas whose records a route aimed at one of them (a pattern with a parameter) must hide. */
const recordAreas: PermissionArea[] = ['stakeholders', 'socialInteractions', 'customModules'];

/** The record area of a route aimed at a record and granted by flags of that area other than view. */
const viewGatedArea = (route: MatrixRoute, pattern: string | undefined): PermissionArea | null => {
  if (route.permission === 'member' || route.absent || !pattern?.includes('/:')) return null;
  const areas = new Set(route.permission.map(([area]) => area));
  const [area] = [...areas];
  if (areas.size !== 1 || !area || !recordAreas.includes(area)) return null;
  return route.permission.some(([, flag]) => flag === 'view') ? null : area;
};

const flagKey = (flags: Array<[PermissionArea, PermissionFlag]>) =>
  flags.map(([a, f]) => `${a}.${f}`).join(',');

const API_BASE = '/manager/api/v1';

/** "METHOD /pattern" of the registered route a concrete URL reaches (static segments win over params). */
export const routePatternOf = (ctx: TestContext, method: string, url: string): string | undefined => {
  const path = url.split('?')[0] as string;
  const matches = ctx.app.registeredRoutes.filter(
    (r) =>
      r.method === method &&
      new RegExp(`^${r.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}$`).test(path),
  );
  const params = (u: string) => (u.match(/:/g) ?? []).length;
  const best = matches.sort((a, b) => params(a.url) - params(b.url))[0];
  return best ? `${best.method} ${best.url}` : undefined;
};

/**
 * Outsiders of the testbed: `admin` is the tenant admin's token at the root, `site` a third-level
 * workspace holding the records under test.
 */
export const openIsolationMatrix = async (ctx: TestContext, admin: string, site: string) => {
  const otherTenant = (await otherTenantAdmin(ctx)).token;
  const sibling = await freshSite(ctx, admin);
  // Every flag, but another site of the same tenant.
  const otherWorkspace = (await userWith(ctx, admin, [sibling], roleTemplates.admin)).token;
  const siteAdmin = await userWith(ctx, admin, [site], roleTemplates.admin);
  const siteManager = await userWith(ctx, admin, [site], roleTemplates.manager);
  const [tenantAdmin] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, ctx.seed.adminEmail));
  const tenantAdminId = (tenantAdmin as { id: string }).id;
  const tokens = new Map<string, string>();
  const tokenFor = async (key: string, permission: Permission) => {
    const known = tokens.get(key);
    if (known) return known;
    const { token } = await userWith(ctx, admin, [site], permission);
    tokens.set(key, token);
    return token;
  };

  const call = (
    token: string,
    method: HTTPMethods,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...headers },
      ...(body === undefined ? {} : { payload: body as Buffer | string | Record<string, unknown> }),
    });

  const covered = new Set<string>();
  const check = async (route: MatrixRoute): Promise<string[]> => {
    const pattern = routePatternOf(ctx, route.method, route.url);
    if (pattern) covered.add(pattern);
    const failures: string[] = [];
    const name = `${route.method} ${route.url}`;
    const send = (token: string) => call(token, route.method, route.url, route.body, route.headers);
    const outsider = async (who: string, token: string) => {
      const res = await send(token);
      if (route.absent) {
        const ok = res.statusCode >= 200 && res.statusCode < 300;
        const { text } = ok ? await readAnswer(res) : { text: '' };
        if (res.statusCode >= 500 || (ok && route.absent.some((s) => text.includes(s))))
          failures.push(`${who}: ${name} answered ${res.statusCode} revealing the site's records`);
        return;
      }
      const expected = [404, ...(route.outsiderStatus ?? [])];
      if (!expected.includes(res.statusCode))
        failures.push(`${who}: ${name} answered ${res.statusCode}, expected ${expected.join('/')}`);
    };
    await outsider('another tenant', otherTenant);
    await outsider('another workspace of the tenant', otherWorkspace);

    if (route.permission !== 'member') {
      const flags = route.permission;
      const token = await tokenFor(`without ${flagKey(flags)}`, without(flags));
      const res = await send(token);
      if (res.statusCode !== 403)
        failures.push(`without ${flagKey(flags)}: ${name} answered ${res.statusCode}, expected 403`);
    }

    // A record of an area holding records is read before anything is done to it: who holds the route's
    // flags (edit, delete) but may not view the area finds no record there (lib/scope requireView).
    const recordArea = viewGatedArea(route, pattern);
    if (recordArea) {
      const flags = route.permission as PermissionRequirement;
      const token = await tokenFor(`no view ${recordArea} ${flagKey(flags)}`, withoutView(recordArea));
      const res = await send(token);
      if (res.statusCode !== 404)
        failures.push(`${recordArea} without view: ${name} answered ${res.statusCode}, expected 404`);
    }

    if (route.basicInfo) {
      const flags = route.permission === 'member' ? [] : route.permission;
      const { area, values, keys, refused } = route.basicInfo;
      const token = await tokenFor(`basic ${area} ${flagKey(flags)}`, basicInfoUser(flags, area));
      const res = await send(token);
      if (refused) {
        if (res.statusCode !== 403)
          failures.push(`onlyBasicInfo: ${name} answered ${res.statusCode}, expected 403`);
      } else {
        const answer = await readAnswer(res);
        const shown =
          answer.json !== undefined
            ? personalFieldsIn(answer.json, keys)
            : (answer.headers ?? [])
                .filter((h) => (keys ?? personalKeys).includes(h))
                .map((h) => `the column "${h}"`);
        const leaked = values.filter((v) => answer.text.includes(v));
        if (res.statusCode >= 300) failures.push(`onlyBasicInfo: ${name} answered ${res.statusCode}`);
        if (shown.length > 0) failures.push(`onlyBasicInfo: ${name} shows ${shown.join(', ')}`);
        if (leaked.length > 0) failures.push(`onlyBasicInfo: ${name} contains ${leaked.join(', ')}`);
      }
    }

    if (route.onUser) {
      for (const [who, targetId] of [
        ['the tenant admin', tenantAdminId],
        ['an admin of the same site', siteAdmin.id],
      ] as const) {
        const aimed = route.onUser(targetId);
        const res = await call(siteManager.token, route.method, aimed.url, aimed.body, route.headers);
        if (res.statusCode !== 403 && res.statusCode !== 404)
          failures.push(`a site manager on ${who}: ${route.method} ${aimed.url} answered ${res.statusCode}`);
      }
    }

    if (!route.skipControl) {
      const res = await send(siteAdmin.token);
      const ok = route.okStatus
        ? route.okStatus.includes(res.statusCode)
        : res.statusCode >= 200 && res.statusCode < 300;
      if (!ok)
        failures.push(
          `control: the site's admin got ${res.statusCode} on ${name}: ${res.body.slice(0, 200)}`,
        );
      else if (route.absent) {
        const { text } = await readAnswer(res);
        if (!route.absent.every((s) => text.includes(s)))
          failures.push(`control: the site's admin does not see the records on ${name}`);
      }
    }
    return failures;
  };

  return {
    check,
    /**
     * The routes under `prefix` (after the API base) that no `check` has tried, less those under the
     * `elsewhere` prefixes (another isolation test tries them and claims them). Every isolation test
     * ends by asserting it is empty, so a new route fails the suite until the matrix covers it.
     */
    uncovered: (prefix: string, elsewhere: string[] = []): string[] => {
      const under = (url: string, p: string) =>
        url === `${API_BASE}${p}` || url.startsWith(`${API_BASE}${p}/`);
      return ctx.app.registeredRoutes
        .filter((r) => under(r.url, prefix) && !elsewhere.some((p) => under(r.url, p)))
        .map((r) => `${r.method} ${r.url}`)
        .filter((key) => !covered.has(key));
    },
    /** Tokens and ids the checks use, for route-specific tests. */
    actors: { otherTenant, otherWorkspace, sibling, siteAdmin, siteManager, tenantAdminId },
  };
};

export type IsolationMatrix = Awaited<ReturnType<typeof openIsolationMatrix>>;
