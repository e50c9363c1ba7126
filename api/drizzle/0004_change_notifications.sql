-- Every write that can change a cached search answer or request scope (docs/decisions/0022) tells
-- each API instance which tenant changed: NOTIFY conexoes_changes '<tenant id>' ('*' = everything),
-- sent at commit, once per tenant and transaction (PostgreSQL folds equal payloads).
CREATE FUNCTION conexoes_notify_tenants() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR t IN SELECT DISTINCT tenant_id::text FROM new_rows LOOP PERFORM pg_notify('conexoes_changes', t); END LOOP;
  ELSIF TG_OP = 'UPDATE' THEN
    FOR t IN SELECT tenant_id::text FROM new_rows UNION SELECT tenant_id::text FROM old_rows LOOP
      PERFORM pg_notify('conexoes_changes', t);
    END LOOP;
  ELSE
    FOR t IN SELECT DISTINCT tenant_id::text FROM old_rows LOOP PERFORM pg_notify('conexoes_changes', t); END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION conexoes_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('conexoes_changes', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stakeholders_insert_notify AFTER INSERT ON stakeholders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER stakeholders_update_notify AFTER UPDATE ON stakeholders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER stakeholders_delete_notify AFTER DELETE ON stakeholders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER stakeholders_truncate_notify AFTER TRUNCATE ON stakeholders FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_all();
--> statement-breakpoint
CREATE TRIGGER stakeholder_topics_insert_notify AFTER INSERT ON stakeholder_topics REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER stakeholder_topics_update_notify AFTER UPDATE ON stakeholder_topics REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER stakeholder_topics_delete_notify AFTER DELETE ON stakeholder_topics REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER stakeholder_topics_truncate_notify AFTER TRUNCATE ON stakeholder_topics FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_all();
--> statement-breakpoint
CREATE TRIGGER users_insert_notify AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER users_update_notify AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER users_delete_notify AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER users_truncate_notify AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_all();
--> statement-breakpoint
CREATE TRIGGER user_permissions_insert_notify AFTER INSERT ON user_permissions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER user_permissions_update_notify AFTER UPDATE ON user_permissions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER user_permissions_delete_notify AFTER DELETE ON user_permissions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER user_permissions_truncate_notify AFTER TRUNCATE ON user_permissions FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_all();
--> statement-breakpoint
CREATE TRIGGER user_workspaces_insert_notify AFTER INSERT ON user_workspaces REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER user_workspaces_update_notify AFTER UPDATE ON user_workspaces REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER user_workspaces_delete_notify AFTER DELETE ON user_workspaces REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER user_workspaces_truncate_notify AFTER TRUNCATE ON user_workspaces FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_all();
--> statement-breakpoint
CREATE TRIGGER workspaces_insert_notify AFTER INSERT ON workspaces REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER workspaces_update_notify AFTER UPDATE ON workspaces REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER workspaces_delete_notify AFTER DELETE ON workspaces REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER workspaces_truncate_notify AFTER TRUNCATE ON workspaces FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_all();
--> statement-breakpoint
CREATE TRIGGER sessions_update_notify AFTER UPDATE ON sessions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER sessions_delete_notify AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER sessions_truncate_notify AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_all();
--> statement-breakpoint
CREATE TRIGGER document_acceptances_insert_notify AFTER INSERT ON document_acceptances REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER document_acceptances_update_notify AFTER UPDATE ON document_acceptances REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER document_acceptances_delete_notify AFTER DELETE ON document_acceptances REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_tenants();
--> statement-breakpoint
CREATE TRIGGER document_acceptances_truncate_notify AFTER TRUNCATE ON document_acceptances FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_all();
--> statement-breakpoint
-- The document in force is the same for every tenant.
CREATE TRIGGER documents_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON documents FOR EACH STATEMENT EXECUTE FUNCTION conexoes_notify_all();
