import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities';
import type postgres from 'postgres';
import { log } from './kit';

/**
 * The interactions bench's data, straight into PostgreSQL with set-based SQL (generate_series; the
 * seed is not what is measured): BENCH_INTERACTIONS (1,000,000) interactions over the last two years
 * across the bench's stakeholders (1–3 each), the tenant's real option codes, ~50 topics, perception
 * mixed, the admin as participant of a quarter, survey answers on a tenth, and the search text the
 * app would write (interactionSearchText: code, subject, description, stakeholder names, folded).
 * Every value is a function of the row number, so a re-run writes the same rows.
 */

/** SQL text literal (our own words and the tenant's option codes; quotes doubled). */
const lit = (value: string) => `'${value.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(lit).join(',')}]::text[]`;
/** `list[1 + (expr mod n)]`: a deterministic pick. */
const pick = (values: readonly string[], expr: string) =>
  `(${textArray(values)})[1 + mod(${expr}, ${values.length})]`;

// foldText in SQL: lower case, then the accents of Portuguese (and a few more) dropped.
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucnaaaaaaeeeeiiiiooooouuuucn';
export const foldSql = (expr: string) =>
  `regexp_replace(btrim(translate(lower(${expr}), '${ACCENTED}', '${PLAIN}')), '\\s+', ' ', 'g')`;

export const benchPlaces = getMunicipalities('MG').slice(0, 200);
const bairros = ['Centro', 'Vila Nova', 'São José', 'Bela Vista', 'Córrego Seco', 'Alto da Serra'];
/** What contacts are about ({city} and {bairro} filled in), after the demo seed's templates. */
export const benchSubjects = [
  'Reunião ordinária com a associação de moradores de {city}',
  'Reclamação de poeira na estrada de acesso ao bairro {bairro}',
  'Reclamação de ruído noturno das operações em {city}',
  'Reclamação sobre vibração das detonações no bairro {bairro}',
  'Visita de campo às nascentes do bairro {bairro}',
  'Visita técnica a imóveis com rachaduras em {city}',
  'Queixa formal sobre a qualidade da água em {city}',
  'Queixa formal sobre falta de água no bairro {bairro}',
  'Solicitação de informações sobre vagas de emprego em {city}',
  'Pedido de inclusão no cadastro de fornecedores locais',
  'Audiência pública sobre o plano de emergência da barragem',
  'Evento comunitário de educação ambiental em {city}',
  'Ligação sobre o tráfego de caminhões no bairro {bairro}',
  'Elogio ao programa de capacitação profissional em {city}',
  'Sugestão de melhoria na sinalização da estrada de {city}',
  'Ofício da prefeitura de {city} sobre indenizações',
];
const descriptions = [
  'Apresentados os resultados do monitoramento do mês e as ações previstas. Participantes pediram retorno por escrito.',
  'Equipe percorreu a área com moradores, registrou fotos e pontos de atenção. Próximos passos combinados no local.',
  'Morador relatou o problema pela linha de atendimento. Ocorrência encaminhada à área operacional para verificação.',
  'Queixa registrada com protocolo. Solicitada análise técnica e resposta formal dentro do prazo do mecanismo.',
  'Orientado sobre o canal de cadastro de currículos e fornecedores e sobre o calendário dos próximos cursos.',
  'Comunidade apresentou dúvidas sobre rotas de fuga e pontos de encontro; simulado será agendado.',
  'Conversa cordial; liderança agradeceu a resposta rápida e pediu continuidade das ações de umectação.',
  'Solicitação registrada e encaminhada ao setor responsável, com prazo de resposta de quinze dias.',
];
const roles = ['participant', 'participant', 'participant', 'complainant', 'representative', 'affected'];

export type SeedTarget = {
  tenantId: string;
  workspaceId: string;
  adminId: string;
  rows: number;
};

const CHUNK = 100_000;
/** Kept by triggers and the fold from the tables above (migrations 0023, 0025, 0028). */
export const dayCountTables = [
  'interaction_link_keys',
  'interaction_day_count_changes',
  'interaction_day_counts',
  'interaction_stakeholder_days',
];

export const linkTables = [
  'interactions',
  'interaction_stakeholders',
  'interaction_topics',
  'interaction_participants',
  'interaction_survey_answers',
];

/** Topics of the tenant, made up to ~50 (under its categories) when the seed has fewer. */
const ensureTopics = async (sql: postgres.Sql, target: SeedTarget): Promise<string[]> => {
  const [{ n }] = (await sql`select count(*)::int as n from topics where tenant_id = ${target.tenantId}`) as [
    { n: number },
  ];
  if (n < 50)
    await sql.unsafe(`
      insert into topics (tenant_id, workspace_id, category_id, name, search_text, created_by)
      select '${target.tenantId}', '${target.tenantId}',
        (select id from topic_categories c where c.tenant_id = '${target.tenantId}' order by c.name offset mod(g, 9) limit 1),
        'Tema de acompanhamento ' || g, 'tema de acompanhamento ' || g, '${target.adminId}'
      from generate_series(1, ${50 - n}) as g`);
  return (
    await sql`select id from topics where tenant_id = ${target.tenantId} and active order by name, id`
  ).map((r) => r.id as string);
};

/**
 * The tables as the server's minute fold (decision 0038) and autovacuum leave them: pending day-count
 * changes folded, statistics and visibility map fresh. Without statistics on the dashboards' own
 * tables the rank by stakeholders sorted the 100k rows it reads in order (~40 ms). Also run on a kept
 * database: where autovacuum is off (some machines' PostgreSQL), nothing else would.
 */
export const settle = async (sql: postgres.Sql, tables: string[]): Promise<void> => {
  const [{ drifted }] = (await sql`select drifted from interaction_day_counts_fold()`) as [
    { drifted: unknown[] },
  ];
  // A kept database whose counts drifted (rows deleted by hand) would time wrong counts: say so.
  if (drifted.length > 0)
    log(`day counts drifted below zero, recount before trusting figures: ${JSON.stringify(drifted)}`);
  for (const table of tables) await sql`vacuum (analyze) ${sql(table)}`;
};

/** Seeds unless the workspace already holds `rows` interactions (a kept database). Answers how many there are. */
export const seedInteractions = async (sql: postgres.Sql, target: SeedTarget): Promise<number> => {
  const { tenantId, workspaceId, adminId, rows } = target;
  const [{ have }] = (await sql`
    select count(*)::int as have from interactions where tenant_id = ${tenantId} and workspace_id = ${workspaceId}`) as [
    { have: number },
  ];
  if (have >= rows) {
    log(`reusing ${have} seeded interactions`);
    await settle(sql, dayCountTables);
    return have;
  }
  if (have > 0) throw new Error(`the bench workspace holds ${have} interactions, fewer than ${rows}`);
  const started = Date.now();
  const optionCodes = async (list: string) =>
    (
      await sql`select code from options where tenant_id = ${tenantId} and list = ${list} and active order by sort_order, code`
    ).map((r) => r.code as string);
  const [types, channels, classifications, statuses] = await Promise.all(
    ['interactionType', 'channel', 'classification', 'status'].map(optionCodes),
  );
  const topicIds = await ensureTopics(sql, target);
  const questionIds = (
    await sql`select id from interaction_survey_questions where tenant_id = ${tenantId} and active order by sort_order`
  ).map((r) => r.id as string);

  await sql.unsafe(`set maintenance_work_mem = '256MB'`);
  await sql.unsafe(`drop table if exists bench_sh`);
  await sql.unsafe(`
    create temp table bench_sh as
    select (row_number() over (order by id))::int as n, id, ${foldSql('name')} as folded
    from stakeholders where tenant_id = '${tenantId}' and workspace_id = '${workspaceId}'`);
  await sql.unsafe(`alter table bench_sh add primary key (n)`);
  const [{ s }] = (await sql`select count(*)::int as s from bench_sh`) as [{ s: number }];
  if (s < 1000) throw new Error(`only ${s} stakeholders in the bench workspace`);

  // Bulk loads build their indexes once at the end: the secondary indexes go and come back as they were.
  const indexes = (await sql`
    select indexname, indexdef from pg_indexes i
    where schemaname = 'public' and tablename in ${sql(linkTables)}
      and not exists (select 1 from pg_constraint c where c.conindid = ('public.' || quote_ident(i.indexname))::regclass)`) as Array<{
    indexname: string;
    indexdef: string;
  }>;
  for (const index of indexes) await sql.unsafe(`drop index if exists "${index.indexname}"`);
  try {
    // Row i: a São Paulo working hour on one of the last 730 days; created a little after it starts.
    const base = (lo: number, hi: number) => `
      select g.i, x.starts_at, x.created_at,
        (lpad(to_hex((extract(epoch from x.created_at) * 1000)::bigint), 12, '0') || '7' || substr(md5(g.i::text), 1, 3)
          || '8' || substr(md5(g.i::text), 4, 15))::uuid as id,
        'INT-' || to_char(x.starts_at at time zone 'America/Sao_Paulo', 'YYYY') || '-' || lpad(g.i::text, 7, '0') as code,
        case when mod(g.i, 9) = 0 then null else 1 + mod(g.i * 23, ${benchPlaces.length}) end as place
      from generate_series(${lo}::bigint, ${hi}::bigint) as g(i)
      cross join lateral (
        select s.starts_at, s.starts_at + make_interval(mins => mod(g.i, 120)::int) as created_at
        from (select (((now() at time zone 'America/Sao_Paulo')::date - mod(g.i * 104729, 730)::int)
          + make_interval(mins => (480 + mod(g.i * 31, 600))::int)) at time zone 'America/Sao_Paulo' as starts_at) s
      ) x`;
    const s1 = `1 + mod(b.i * 7919, ${s})`;
    const s2 = `1 + mod(mod(b.i * 7919, ${s}) + 1 + mod(b.i, 97), ${s})`;
    const s3 = `1 + mod(mod(b.i * 7919, ${s}) + 101 + mod(b.i, 89), ${s})`;
    const names = textArray(benchPlaces.map((p) => p.name));
    const codes = textArray(benchPlaces.map((p) => p.code));
    for (let lo = 1; lo <= rows; lo += CHUNK) {
      const hi = Math.min(rows, lo + CHUNK - 1);
      const subject = `replace(replace(${pick(benchSubjects, 'b.i * 29')}, '{city}', coalesce((${names})[b.place], 'Itabirito')), '{bairro}', ${pick(bairros, 'b.i * 3')})`;
      const description = pick(descriptions, 'b.i * 37');
      const topics = textArray(topicIds);
      // Each row's topics: one on 8 rows in 10, a second on 3 in 10 (the same numbers as its links below).
      const topicNumbers = `(values
          (case when mod(b.i, 10) < 8 then mod(b.i * 41, ${topicIds.length}) end),
          (case when mod(b.i, 10) < 3 then mod(b.i * 41 + 1 + mod(b.i, 7), ${topicIds.length}) end)) as t(n)`;
      await sql.unsafe(`
        insert into interactions (tenant_id, workspace_id, id, code, starts_at, ends_at, subject, description, direction,
          type_code, channel_code, classification_code, status_code, perception, state, municipality, municipality_code,
          latitude, longitude, ods, topic_ids, issues_raised, response, follow_up_required, follow_up_due, follow_up_owner_id,
          search_text, created_by, updated_by, created_at, updated_at)
        select '${tenantId}', '${workspaceId}', r.id, r.code, r.starts_at, r.ends_at, r.subject, r.description, r.direction,
          r.type_code, r.channel_code, r.classification_code, r.status_code, r.perception, r.state, r.municipality,
          r.municipality_code, r.latitude, r.longitude, r.ods, r.topic_ids, r.issues_raised, r.response, r.follow_up_required,
          r.follow_up_due, r.follow_up_owner_id,
          ${foldSql(`r.code || ' ' || r.subject || ' ' || r.description || ' ' || s1.folded || coalesce(' ' || s2.folded, '') || coalesce(' ' || s3.folded, '')`)},
          '${adminId}', '${adminId}', r.created_at, r.created_at
        from (
          select b.*, ${subject} as subject, ${description} as description,
            case when mod(b.i, 4) = 0 then b.starts_at + interval '90 minutes' end as ends_at,
            case when mod(b.i, 5) < 2 then 'inbound' else 'outbound' end as direction,
            ${pick(types, 'b.i * 17')} as type_code,
            case when mod(b.i, 11) = 0 then null else ${pick(channels, 'b.i * 19')} end as channel_code,
            case when mod(b.i, 13) = 0 then null else ${pick(classifications, 'b.i * 7')} end as classification_code,
            case when mod(b.i, 7) = 0 then null else ${pick(statuses, 'b.i * 11')} end as status_code,
            (array['positive','positive','positive','positive','neutral','neutral','neutral','negative','negative',null])[1 + mod(b.i * 13, 10)] as perception,
            case when b.place is null then null else 'MG' end as state,
            (${names})[b.place] as municipality, (${codes})[b.place] as municipality_code,
            case when mod(b.i, 4) = 0 then -20.5 + mod(b.i, 1000) / 1000.0 end as latitude,
            case when mod(b.i, 4) = 0 then -44.0 + mod(b.i * 7, 1000) / 1000.0 end as longitude,
            (case mod(b.i, 5) when 0 then array[1 + mod(b.i, 17)] when 1 then array[1 + mod(b.i, 17), 1 + mod(b.i + 5, 17)]
              else '{}'::int[] end)::smallint[] as ods,
            (select coalesce(array_agg(distinct ((${topics})[1 + t.n])::uuid), '{}'::uuid[])
              from ${topicNumbers} where t.n is not null) as topic_ids,
            case when mod(b.i, 3) = 0 then 'Prazos das ações e transparência dos resultados do monitoramento' end as issues_raised,
            case when mod(b.i, 6) = 0 then 'Compromisso de retorno por escrito em quinze dias' end as response,
            mod(b.i, 5) = 0 as follow_up_required,
            case when mod(b.i, 5) = 0 then ((b.starts_at at time zone 'America/Sao_Paulo')::date + 15) end as follow_up_due,
            case when mod(b.i, 5) = 0 then '${adminId}'::uuid end as follow_up_owner_id
          from (${base(lo, hi)}) b
        ) r
        join bench_sh s1 on s1.n = ${s1.replace(/b\./g, 'r.')}
        left join bench_sh s2 on mod(r.i, 3) >= 1 and s2.n = ${s2.replace(/b\./g, 'r.')}
        left join bench_sh s3 on mod(r.i, 3) = 2 and s3.n = ${s3.replace(/b\./g, 'r.')}`);
      await sql.unsafe(`
        insert into interaction_stakeholders (tenant_id, interaction_id, stakeholder_id, role)
        select '${tenantId}', b.id, sh.id, ${pick(roles, 'b.i + k.k')}
        from (${base(lo, hi)}) b
        cross join lateral (values (0, ${s1}), (1, case when mod(b.i, 3) >= 1 then ${s2} end),
          (2, case when mod(b.i, 3) = 2 then ${s3} end)) as k(k, n)
        join bench_sh sh on sh.n = k.n`);
      await sql.unsafe(`
        insert into interaction_topics (tenant_id, interaction_id, topic_id)
        select '${tenantId}', b.id, ((${topics})[1 + t.n])::uuid
        from (${base(lo, hi)}) b
        cross join lateral ${topicNumbers}
        where t.n is not null`);
      await sql.unsafe(`
        insert into interaction_participants (tenant_id, interaction_id, user_id)
        select '${tenantId}', b.id, '${adminId}' from (${base(lo, hi)}) b where mod(b.i, 4) = 0`);
      if (questionIds.length > 0)
        await sql.unsafe(`
          insert into interaction_survey_answers (tenant_id, interaction_id, question_id, value)
          select '${tenantId}', b.id, q.id::uuid, 1 + mod(b.i * 7 + q.k * 3 + (b.i / 10), 5)
          from (${base(lo, hi)}) b
          cross join unnest(${textArray(questionIds)}) with ordinality as q(id, k)
          where mod(b.i, 10) = 0`);
      log(`  interactions ${hi} / ${rows} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
    // Codes handed out from now on continue after the seeded ones.
    await sql.unsafe(`
      insert into interaction_counters (tenant_id, year, last)
      select '${tenantId}', extract(year from starts_at at time zone 'America/Sao_Paulo')::int, ${rows + 1}
      from interactions where tenant_id = '${tenantId}' group by 2
      on conflict (tenant_id, year) do update set last = greatest(interaction_counters.last, excluded.last)`);
  } finally {
    for (const index of indexes)
      await sql.unsafe(index.indexdef.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '));
  }
  await settle(sql, [...linkTables, 'topics', 'topic_categories', ...dayCountTables]);
  log(`seeded ${rows} interactions in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return rows;
};
