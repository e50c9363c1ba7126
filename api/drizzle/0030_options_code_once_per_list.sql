-- Hand-edited: a code names one entry of a list in the whole tenant, whatever its case (before, only
-- once per workspace, so a site could add "meeting" under the root's "meeting" and every select of the
-- site offered "Reunião" twice). Entries already sharing a code are merged first, so the index can be
-- built: the one nearest the root (then the oldest) is kept, and moved up to the nearest workspace above
-- all of them when they sit in different branches, so every workspace that read one of them still reads
-- it; the others are deleted. Records store codes, not ids: an exact duplicate loses nothing (its records
-- are labelled by the entry kept). Codes differing only in case are merged too, as imports already
-- matched them as one; records holding the deleted spelling show their code until it is corrected.
DROP INDEX "options_list_code_uq";--> statement-breakpoint
WITH RECURSIVE up (tenant_id, ws, anc) AS (
  SELECT tenant_id, id, id FROM workspaces
  UNION ALL
  SELECT up.tenant_id, up.ws, w.parent_id
  FROM up JOIN workspaces w ON w.tenant_id = up.tenant_id AND w.id = up.anc
  WHERE w.parent_id IS NOT NULL
),
dup AS (
  SELECT * FROM (
    SELECT o.tenant_id, o.list, lower(o.code) AS code, o.id, o.workspace_id, o.created_at,
           coalesce(w.level, 99) AS level,
           count(*) OVER (PARTITION BY o.tenant_id, o.list, lower(o.code)) AS n
    FROM options o LEFT JOIN workspaces w ON w.tenant_id = o.tenant_id AND w.id = o.workspace_id
  ) m
  WHERE n > 1
),
kept AS (
  SELECT DISTINCT ON (tenant_id, list, code) tenant_id, list, code, id
  FROM dup ORDER BY tenant_id, list, code, level, created_at, id
),
common AS (
  SELECT DISTINCT ON (d.tenant_id, d.list, d.code) d.tenant_id, d.list, d.code, up.anc
  FROM dup d
  JOIN up ON up.tenant_id = d.tenant_id AND up.ws = d.workspace_id
  JOIN workspaces a ON a.tenant_id = up.tenant_id AND a.id = up.anc
  GROUP BY d.tenant_id, d.list, d.code, d.n, up.anc, a.level
  HAVING count(*) = d.n
  ORDER BY d.tenant_id, d.list, d.code, a.level DESC
),
removed AS (
  DELETE FROM options o
  USING dup d JOIN kept k ON k.tenant_id = d.tenant_id AND k.list = d.list AND k.code = d.code
  WHERE o.tenant_id = d.tenant_id AND o.id = d.id AND o.id <> k.id
  RETURNING o.id
)
UPDATE options o
SET workspace_id = coalesce(c.anc, k.tenant_id)
FROM kept k
LEFT JOIN common c ON c.tenant_id = k.tenant_id AND c.list = k.list AND c.code = k.code
WHERE o.tenant_id = k.tenant_id AND o.id = k.id
  AND o.workspace_id <> coalesce(c.anc, k.tenant_id);--> statement-breakpoint
CREATE UNIQUE INDEX "options_tenant_list_code_uq" ON "options" USING btree ("tenant_id","list",lower("code"));
