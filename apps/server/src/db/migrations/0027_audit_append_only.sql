-- The audit table is append-only in the database itself (DESIGN §4): whatever the code does, a row
-- once written is never changed or removed, by UPDATE, DELETE or TRUNCATE.
CREATE OR REPLACE FUNCTION audit_refuse_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'audit_append_only';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_append_only BEFORE UPDATE OR DELETE ON audit
  FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_no_truncate BEFORE TRUNCATE ON audit
  FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();
