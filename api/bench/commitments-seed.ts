import type postgres from 'postgres';
import { benchPlaces, foldSql } from './interactions-seed';
import { log } from './kit';

/**
 * The commitments bench's data, straight into PostgreSQL with set-based SQL (generate_series; the
 * seed is not what is measured): BENCH_COMMITMENTS (100,000) commitments in the bench workspace, due
 * over the last two years and the next six months, with statuses in realistic shares (most of the
 * past fulfilled, a sixth of it overdue), 24 owners, the tenant's source / priority / risk codes,
 * 1–3 beneficiaries among the bench's stakeholders, 0–2 topics, and the search text the app writes
 * (searchTextOf: code, title, description, beneficiary names, folded); one action plan each and 5–15
 * actions each (10 on average: 1,000,000), the last due on the commitment's due date, completed in
 * the shares a working team leaves (a closed commitment's all, an old one's most, a future one's few).
 * Every value is a function of the row number, so a re-run writes the same rows.
 */

const lit = (value: string) => `'${value.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(lit).join(',')}]::text[]`;
const pick = (values: readonly string[], expr: string) =>
  `(${textArray(values)})[1 + mod(${expr}, ${values.length})]`;

const titles = [
  'Recuperar a estrada vicinal de acesso ao bairro {city}',
  'Instalar aspersores para reduzir a poeira em {city}',
  'Monitorar a qualidade da água das nascentes de {city}',
  'Reformar a escola municipal de {city}',
  'Oferecer curso de capacitação profissional em {city}',
  'Contratar fornecedores locais de {city}',
  'Reparar imóveis com rachaduras em {city}',
  'Realizar simulado de emergência da barragem em {city}',
  'Instalar sinalização na estrada de {city}',
  'Apoiar a feira de agricultura familiar de {city}',
  'Ampliar o abastecimento de água potável em {city}',
  'Publicar relatório trimestral de monitoramento de ruído',
  'Implantar horta comunitária na associação de moradores',
  'Revitalizar a praça central de {city}',
  'Indenizar produtores rurais afetados em {city}',
  'Criar canal de atendimento itinerante em {city}',
];
const descriptions = [
  'Compromisso assumido em reunião com a comunidade; prazos e responsáveis acordados com as lideranças.',
  'Condicionante da licença de operação; evidências enviadas ao órgão ambiental a cada entrega.',
  'Pedido registrado pela linha de atendimento e aceito pela empresa após avaliação técnica.',
  'Ação do programa social anual, com acompanhamento mensal junto à prefeitura.',
  'Acordo firmado no plano de negociação, com devolutiva por escrito aos beneficiários.',
];
const actionTitles = [
  'Levantamento técnico em campo',
  'Reunião de alinhamento com a comunidade',
  'Contratação do fornecedor',
  'Elaboração do projeto executivo',
  'Obtenção das autorizações',
  'Execução da obra',
  'Vistoria com os beneficiários',
  'Relatório de evidências',
  'Devolutiva por escrito',
  'Medição e pagamento',
  'Capacitação da equipe local',
  'Divulgação nos canais da comunidade',
];
// Shares of twenty: past due mostly closed (a sixth still open: overdue), future mostly at work.
const pastStatuses = [
  ...Array(13).fill('fulfilled'),
  'partially_fulfilled',
  'partially_fulfilled',
  'not_fulfilled',
  'cancelled',
  'in_progress',
  'in_progress',
  'open',
] as string[];
const futureStatuses = [
  ...Array(9).fill('open'),
  ...Array(9).fill('in_progress'),
  'fulfilled',
  'cancelled',
] as string[];
const CLOSED = `('fulfilled', 'partially_fulfilled', 'not_fulfilled', 'cancelled')`;
export const BENCH_OWNERS = 24;
const CHUNK = 100_000;
const linkTables = ['commitments', 'commitment_stakeholders', 'action_plans', 'actions'];

export type CommitmentSeedTarget = { tenantId: string; workspaceId: string; adminId: string; rows: number };

/** The bench's owners: the admin and 23 colleagues (analysts with the admin's password; version-4 ids, as the API's schemas check), made once. */
export const benchOwners = async (sql: postgres.Sql, target: CommitmentSeedTarget): Promise<string[]> => {
  await sql.unsafe(`
    insert into users (id, tenant_id, email, name, search_text, password_hash, role, active, all_workspaces)
    select (substr(m, 1, 12) || '4' || substr(m, 14, 3) || '8' || substr(m, 18, 15))::uuid, a.tenant_id, 'bench-owner-' || g || '@conexoes.local',
      'Responsável ' || g, 'responsavel ' || g || ' bench-owner-' || g || '@conexoes.local', a.password_hash,
      'analyst', true, true
    from users a cross join generate_series(1, ${BENCH_OWNERS - 1}) as g
    cross join lateral (select md5('bench-owner-' || g) as m) h
    where a.id = '${target.adminId}'
    on conflict do nothing`);
  return (
    await sql`select id from users where tenant_id = ${target.tenantId}
      and (id = ${target.adminId} or email like 'bench-owner-%') order by email`
  ).map((r) => r.id as string);
};

/** Seeds unless the workspace already holds `rows` commitments (a kept database). Answers how many there are. */
export const seedCommitments = async (sql: postgres.Sql, target: CommitmentSeedTarget): Promise<number> => {
  const { tenantId, workspaceId, adminId, rows } = target;
  const owners = await benchOwners(sql, target);
  const [{ have }] = (await sql`
    select count(*)::int as have from commitments where tenant_id = ${tenantId} and workspace_id = ${workspaceId}`) as [
    { have: number },
  ];
  if (have >= rows) {
    log(`reusing ${have} seeded commitments`);
    return have;
  }
  if (have > 0) throw new Error(`the bench workspace holds ${have} commitments, fewer than ${rows}`);
  const started = Date.now();
  // One instant for every statement: a row's id, code and dates are the same in each table's insert.
  const NOW = `'${new Date(started).toISOString()}'::timestamptz`;
  const optionCodes = async (list: string) =>
    (
      await sql`select code from options where tenant_id = ${tenantId} and list = ${list} and active order by sort_order, code`
    ).map((r) => r.code as string);
  const [sources, priorities, risks] = await Promise.all(
    ['commitmentSource', 'commitmentPriority', 'commitmentRisk'].map(optionCodes),
  );
  if (!sources?.length || !priorities?.length || !risks?.length)
    throw new Error('the tenant has no commitment option lists');
  const topicIds = (
    await sql`select id from topics where tenant_id = ${tenantId} and active order by name, id`
  ).map((r) => r.id as string);

  await sql.unsafe(`set maintenance_work_mem = '256MB'`);
  // The generated statements are long expressions over generate_series: JIT-compiling them took ten
  // times what running them takes on this machine.
  await sql.unsafe(`set jit = off`);
  await sql.unsafe(`drop table if exists bench_csh`);
  await sql.unsafe(`
    create temp table bench_csh as
    select (row_number() over (order by id))::int as n, id, ${foldSql('name')} as folded
    from stakeholders where tenant_id = '${tenantId}' and workspace_id = '${workspaceId}'`);
  await sql.unsafe(`alter table bench_csh add primary key (n)`);
  const [{ s }] = (await sql`select count(*)::int as s from bench_csh`) as [{ s: number }];
  if (s < 1000) throw new Error(`only ${s} stakeholders in the bench workspace`);

  const indexes = (await sql`
    select indexname, indexdef from pg_indexes i
    where schemaname = 'public' and tablename in ${sql(linkTables)}
      and not exists (select 1 from pg_constraint c where c.conindid = ('public.' || quote_ident(i.indexname))::regclass)`) as Array<{
    indexname: string;
    indexdef: string;
  }>;
  for (const index of indexes) await sql.unsafe(`drop index if exists "${index.indexname}"`);
  const uuidAt = (at: string, salt: string) =>
    `(lpad(to_hex((extract(epoch from ${at}) * 1000)::bigint), 12, '0') || '7' || substr(md5(${salt}), 1, 3)
      || '8' || substr(md5(${salt}), 4, 15))::uuid`;
  // 0–2 topics: the first on 80 % of commitments, a second on 30 %.
  const topicsOf = (b: string) =>
    topicIds.length === 0
      ? `'{}'::uuid[]`
      : `array(select distinct ((${textArray(topicIds)})[1 + t.n])::uuid from (values
          (case when mod(${b}.i, 10) < 8 then mod(${b}.i * 41, ${topicIds.length}) end),
          (case when mod(${b}.i, 10) < 3 then mod(${b}.i * 41 + 1 + mod(${b}.i, 7), ${topicIds.length}) end)) as t(n)
          where t.n is not null)`;
  const ownerOf = (expr: string) => `((${textArray(owners)})[1 + mod(${expr}, ${owners.length})])::uuid`;
  let actionMs = 0;
  try {
    // Commitment i: due on one of the 911 days from two years ago to six months ahead; registered
    // 30–330 days before (never in the future); the status by whether the due date has passed.
    const base = (lo: number, hi: number) => `
      select g.i, x.today, x.due, x.created_at, ${uuidAt('x.created_at', `'c' || g.i`)} as id,
        ${uuidAt('x.created_at', `'p' || g.i`)} as plan_id,
        'CMT-' || to_char(x.created_at at time zone 'America/Sao_Paulo', 'YYYY') || '-' || lpad(g.i::text, 7, '0') as code,
        x.status, x.status in ${CLOSED} as closed,
        case when x.status in ${CLOSED} then greatest(x.created_at, least(${NOW},
          ((x.due - mod(g.i * 3, 40)::int) + interval '17 hours') at time zone 'America/Sao_Paulo')) end as closed_at,
        ${ownerOf('g.i * 17')} as owner_id, (5 + mod(g.i * 7, 11))::int as n_actions,
        1 + mod(g.i * 23, ${benchPlaces.length}) as place
      from generate_series(${lo}::bigint, ${hi}::bigint) as g(i)
      cross join lateral (
        select d.today, d.due,
          least(${NOW} - make_interval(mins => mod(g.i, 600)::int),
            ((d.due - (30 + mod(g.i * 31, 300))::int) + make_interval(mins => (480 + mod(g.i * 13, 600))::int))
              at time zone 'America/Sao_Paulo') as created_at,
          case when d.due < d.today then ${pick(pastStatuses, 'g.i * 13')} else ${pick(futureStatuses, 'g.i * 13')} end as status
        from (select t.today, t.today - 730 + mod(g.i * 7919, 911)::int as due
          from (select (${NOW} at time zone 'America/Sao_Paulo')::date as today) t) d
      ) x`;
    const s1 = `1 + mod(b.i * 7919, ${s})`;
    const s2 = `1 + mod(mod(b.i * 7919, ${s}) + 1 + mod(b.i, 97), ${s})`;
    const s3 = `1 + mod(mod(b.i * 7919, ${s}) + 101 + mod(b.i, 89), ${s})`;
    const names = textArray(benchPlaces.map((p) => p.name));
    for (let lo = 1; lo <= rows; lo += CHUNK) {
      const hi = Math.min(rows, lo + CHUNK - 1);
      await sql.unsafe(`
        insert into commitments (tenant_id, workspace_id, id, code, title, description, source_code, status, owner_id,
          due_date, priority_code, risk_code, ods, topic_ids, closed_at, search_text, created_by, updated_by, created_at, updated_at)
        select '${tenantId}', '${workspaceId}', r.id, r.code, r.title, r.description, r.source_code, r.status, r.owner_id,
          r.due, r.priority_code, r.risk_code, r.ods, r.topic_ids, r.closed_at,
          ${foldSql(`r.code || ' ' || r.title || ' ' || r.description || ' ' || s1.folded || coalesce(' ' || s2.folded, '') || coalesce(' ' || s3.folded, '')`)},
          '${adminId}', '${adminId}', r.created_at, coalesce(r.closed_at, r.created_at)
        from (
          select b.*, replace(${pick(titles, 'b.i * 29')}, '{city}', (${names})[b.place]) as title,
            ${pick(descriptions, 'b.i * 37')} as description,
            (array[${[0, 0, 1, 1, 2, 2, 2, 3, 4, 4].map((k) => lit(sources[k % sources.length] as string)).join(',')}])[1 + mod(b.i * 11, 10)] as source_code,
            case when mod(b.i, 9) = 0 then null else ${pick(priorities, 'b.i * 19')} end as priority_code,
            case when mod(b.i, 7) = 0 then null else ${pick(risks, 'b.i * 5')} end as risk_code,
            (case mod(b.i, 4) when 0 then array[1 + mod(b.i, 17)] when 1 then array[1 + mod(b.i, 17), 1 + mod(b.i + 5, 17)]
              else '{}'::int[] end)::smallint[] as ods,
            ${topicsOf('b')} as topic_ids
          from (${base(lo, hi)}) b
        ) r
        join bench_csh s1 on s1.n = ${s1.replace(/b\./g, 'r.')}
        left join bench_csh s2 on mod(r.i, 3) >= 1 and s2.n = ${s2.replace(/b\./g, 'r.')}
        left join bench_csh s3 on mod(r.i, 3) = 2 and s3.n = ${s3.replace(/b\./g, 'r.')}`);
      await sql.unsafe(`
        insert into commitment_stakeholders (tenant_id, commitment_id, stakeholder_id)
        select '${tenantId}', b.id, sh.id
        from (${base(lo, hi)}) b
        cross join lateral (values (${s1}), (case when mod(b.i, 3) >= 1 then ${s2} end),
          (case when mod(b.i, 3) = 2 then ${s3} end)) as k(n)
        join bench_csh sh on sh.n = k.n`);
      await sql.unsafe(`
        insert into action_plans (tenant_id, workspace_id, id, parent_type, parent_id, goal, owner_id, start_date, end_date,
          finished_at, finished_by, created_by, updated_by, created_at, updated_at)
        select '${tenantId}', '${workspaceId}', b.plan_id, 'commitment', b.id, 'Cumprir o compromisso ' || b.code || ' no prazo',
          b.owner_id, (b.created_at at time zone 'America/Sao_Paulo')::date, b.due, b.closed_at,
          case when b.closed then b.owner_id end, '${adminId}', '${adminId}', b.created_at, coalesce(b.closed_at, b.created_at)
        from (${base(lo, hi)}) b`);
      // Actions, 10,000 commitments (~100,000 actions) per statement; action k of n is due 9 × (n − k)
      // days before the commitment.
      const a0 = Date.now();
      for (let alo = lo; alo <= hi; alo += CHUNK / 10) {
        const ahi = Math.min(hi, alo + CHUNK / 10 - 1);
        await sql.unsafe(`
          insert into actions (tenant_id, workspace_id, id, action_plan_id, title, description, owner_id, due_date, status,
            completed_at, completed_by, completion_note, created_by, updated_by, created_at, updated_at)
          select '${tenantId}', '${workspaceId}', ${uuidAt('a.created_at', `'a' || a.i || '.' || a.k`)}, a.plan_id, a.title,
            null, a.owner_id, a.due, a.status, a.completed_at, case when a.completed_at is not null then a.owner_id end,
            case when a.completed_at is not null then 'Concluída conforme o combinado; evidências no relatório.' end,
            '${adminId}', '${adminId}', a.created_at, coalesce(a.completed_at, a.created_at)
          from (
            select y.*, case when y.status = 'completed' then greatest(y.created_at, least(${NOW},
                ((y.due - mod(y.i + y.k, 10)::int) + interval '15 hours') at time zone 'America/Sao_Paulo')) end as completed_at
            from (
              select b.i, k.k, b.plan_id, b.created_at + make_interval(mins => k.k::int) as created_at,
                ${pick(actionTitles, 'b.i * 3 + k.k')} as title,
                case when mod(k.k, 3) = 0 then ${ownerOf('b.i * 17 + k.k')} else b.owner_id end as owner_id,
                k.due,
                case
                  when b.closed then 'completed'
                  when k.due < b.today - 14 then (case when mod(b.i * 7 + k.k * 3, 20) < 17 then 'completed'
                    when mod(b.i * 7 + k.k * 3, 20) = 17 then 'open' else 'in_progress' end)
                  when k.due < b.today then (case when mod(b.i * 7 + k.k * 3, 20) < 10 then 'completed'
                    when mod(b.i * 7 + k.k * 3, 20) < 14 then 'open' else 'in_progress' end)
                  else (case when mod(b.i * 7 + k.k * 3, 20) < 4 then 'completed'
                    when mod(b.i * 7 + k.k * 3, 20) < 12 then 'open' else 'in_progress' end)
                end as status
              from (${base(alo, ahi)}) b
              cross join lateral (select g.k, b.due - 9 * (b.n_actions - g.k)::int as due
                from generate_series(1, b.n_actions) as g(k)) k
            ) y
          ) a`);
      }
      actionMs += Date.now() - a0;
      log(
        `  commitments ${hi} / ${rows} and their actions (${((Date.now() - started) / 1000).toFixed(0)} s; actions ${(actionMs / 1000).toFixed(0)} s)`,
      );
    }
    // Codes handed out from now on continue after the seeded ones.
    await sql.unsafe(`
      insert into commitment_counters (tenant_id, kind, year, last)
      select '${tenantId}', 'CMT', extract(year from created_at at time zone 'America/Sao_Paulo')::int, ${rows + 1}
      from commitments where tenant_id = '${tenantId}' group by 3
      on conflict (tenant_id, kind, year) do update set last = greatest(commitment_counters.last, excluded.last)`);
    // The first treatment the action writes keep on the commitment (syncFirstTreated), set once here
    // while the secondary indexes are down.
    await sql.unsafe(`
      update commitments c set first_treated_at = f.at
      from (
        select p.parent_id, min(a.completed_at) as at from action_plans p
        join actions a on a.tenant_id = p.tenant_id and a.action_plan_id = p.id
          and a.deleted_at is null and a.completed_at is not null
        where p.tenant_id = '${tenantId}' and p.parent_type = 'commitment'
        group by p.parent_id
      ) f
      where c.tenant_id = '${tenantId}' and c.id = f.parent_id`);
  } finally {
    const t = Date.now();
    for (const index of indexes)
      await sql.unsafe(index.indexdef.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '));
    log(`  ${indexes.length} indexes rebuilt in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  }
  const t = Date.now();
  for (const table of [...linkTables, 'users']) await sql.unsafe(`vacuum (analyze) ${table}`);
  log(`  vacuum analyze in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  log(`seeded ${rows} commitments in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return rows;
};
