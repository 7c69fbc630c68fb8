-- Hand-written (drizzle cannot express triggers; decision 0064). Every change of a row that a
-- signed-in session's cached identity or GET /api/user view depends on announces, in its own
-- transaction, the access keys it touches on the channel laydown_access (`<txid> user:12,role:3`,
-- or `<txid> *` when there are too many for one notification). NOTIFY is transactional: the announcement
-- reaches the API processes only when, and only if, the change commits. Statement-level triggers
-- announce a whole statement at once; keys repeated in one transaction are merged by PostgreSQL.
-- Arguments: the key's kind, the column holding its id, and optionally which changed rows count.
CREATE FUNCTION "access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_rows text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT * FROM old_rows'
    ELSE 'SELECT * FROM old_rows UNION ALL SELECT * FROM new_rows' END;
  payload text;
BEGIN
  EXECUTE format(
    'SELECT string_agg(DISTINCT %L || r.%I, %L) FROM (%s) r WHERE r.%I IS NOT NULL AND (%s)',
    TG_ARGV[0] || ':', TG_ARGV[1], ',', changed_rows, TG_ARGV[1], coalesce(TG_ARGV[2], 'true')
  ) INTO payload;
  IF payload IS NULL THEN
    RETURN NULL;
  END IF;
  -- A notification carries at most 8000 bytes: a larger change forgets every cached session.
  IF octet_length(payload) > 7900 THEN
    payload := '*';
  END IF;
  -- The transaction's id first: every connection of a process hears each notification, and the
  -- process acts on it once.
  PERFORM pg_notify('laydown_access', txid_current() || ' ' || payload);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An expired session is refused by the cache on its own, so pruning expired rows announces nothing.
CREATE TRIGGER "sessions_access_update" AFTER UPDATE ON "sessions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('session', 'id', 'r.expires_at > now()');--> statement-breakpoint
CREATE TRIGGER "sessions_access_delete" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('session', 'id', 'r.expires_at > now()');--> statement-breakpoint
CREATE TRIGGER "users_access_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('user', 'id');--> statement-breakpoint
CREATE TRIGGER "users_access_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('user', 'id');--> statement-breakpoint
CREATE TRIGGER "company_users_access_insert" AFTER INSERT ON "company_users" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('user', 'user_id');--> statement-breakpoint
CREATE TRIGGER "company_users_access_update" AFTER UPDATE ON "company_users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('user', 'user_id');--> statement-breakpoint
CREATE TRIGGER "company_users_access_delete" AFTER DELETE ON "company_users" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('user', 'user_id');--> statement-breakpoint
CREATE TRIGGER "user_settings_access_insert" AFTER INSERT ON "user_settings" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('user', 'user_id');--> statement-breakpoint
CREATE TRIGGER "user_settings_access_update" AFTER UPDATE ON "user_settings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('user', 'user_id');--> statement-breakpoint
CREATE TRIGGER "user_settings_access_delete" AFTER DELETE ON "user_settings" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('user', 'user_id');--> statement-breakpoint
CREATE TRIGGER "company_user_project_groups_access_insert" AFTER INSERT ON "company_user_project_groups" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('member', 'company_user_id');--> statement-breakpoint
CREATE TRIGGER "company_user_project_groups_access_update" AFTER UPDATE ON "company_user_project_groups" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('member', 'company_user_id');--> statement-breakpoint
CREATE TRIGGER "company_user_project_groups_access_delete" AFTER DELETE ON "company_user_project_groups" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('member', 'company_user_id');--> statement-breakpoint
CREATE TRIGGER "roles_access_update" AFTER UPDATE ON "roles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('role', 'id');--> statement-breakpoint
CREATE TRIGGER "roles_access_delete" AFTER DELETE ON "roles" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('role', 'id');--> statement-breakpoint
CREATE TRIGGER "companies_access_update" AFTER UPDATE ON "companies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('company', 'id');--> statement-breakpoint
CREATE TRIGGER "companies_access_delete" AFTER DELETE ON "companies" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('company', 'id');--> statement-breakpoint
CREATE TRIGGER "vendor_users_access_update" AFTER UPDATE ON "vendor_users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('vendor_user', 'id');--> statement-breakpoint
CREATE TRIGGER "vendor_users_access_delete" AFTER DELETE ON "vendor_users" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('vendor_user', 'id');--> statement-breakpoint
CREATE TRIGGER "vendors_access_update" AFTER UPDATE ON "vendors" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('vendor', 'id');--> statement-breakpoint
CREATE TRIGGER "vendors_access_delete" AFTER DELETE ON "vendors" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('vendor', 'id');
