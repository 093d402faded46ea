-- An editable row's updated_at is its version for optimistic concurrency (If-Match): kept to
-- the millisecond a client reads in JSON, and moved strictly forward by every update, whoever
-- writes, so two versions of one row never compare equal.
CREATE FUNCTION stamp_row_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := clock_timestamp();
  END IF;
  NEW.updated_at := date_trunc('milliseconds', NEW.updated_at);
  IF TG_OP = 'UPDATE' AND NEW.updated_at <= OLD.updated_at THEN
    NEW.updated_at := OLD.updated_at + interval '1 millisecond';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
UPDATE aov_tags SET updated_at = date_trunc('milliseconds', updated_at);
--> statement-breakpoint
UPDATE aov_heroes SET updated_at = date_trunc('milliseconds', updated_at);
--> statement-breakpoint
UPDATE aov_skins SET updated_at = date_trunc('milliseconds', updated_at);
--> statement-breakpoint
UPDATE aov_items SET updated_at = date_trunc('milliseconds', updated_at);
--> statement-breakpoint
UPDATE tools SET updated_at = date_trunc('milliseconds', updated_at);
--> statement-breakpoint
UPDATE config_entries SET updated_at = date_trunc('milliseconds', updated_at);
--> statement-breakpoint
CREATE TRIGGER aov_tags_version BEFORE INSERT OR UPDATE ON aov_tags
  FOR EACH ROW EXECUTE FUNCTION stamp_row_version();
--> statement-breakpoint
CREATE TRIGGER aov_heroes_version BEFORE INSERT OR UPDATE ON aov_heroes
  FOR EACH ROW EXECUTE FUNCTION stamp_row_version();
--> statement-breakpoint
CREATE TRIGGER aov_skins_version BEFORE INSERT OR UPDATE ON aov_skins
  FOR EACH ROW EXECUTE FUNCTION stamp_row_version();
--> statement-breakpoint
CREATE TRIGGER aov_items_version BEFORE INSERT OR UPDATE ON aov_items
  FOR EACH ROW EXECUTE FUNCTION stamp_row_version();
--> statement-breakpoint
CREATE TRIGGER tools_version BEFORE INSERT OR UPDATE ON tools
  FOR EACH ROW EXECUTE FUNCTION stamp_row_version();
--> statement-breakpoint
CREATE TRIGGER config_entries_version BEFORE INSERT OR UPDATE ON config_entries
  FOR EACH ROW EXECUTE FUNCTION stamp_row_version();
