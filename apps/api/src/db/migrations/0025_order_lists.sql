CREATE TABLE "order_savings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" numeric(18, 6) NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"created_by_company_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_savings_amount_check" CHECK ("order_savings"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_list_counts" (
	"company_id" integer NOT NULL,
	"state" text NOT NULL,
	"project_id" integer NOT NULL,
	"company_vendor_id" integer NOT NULL,
	"created_by_company_user_id" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_list_counts_key" UNIQUE("company_id","state","project_id","company_vendor_id","created_by_company_user_id","tags")
);
--> statement-breakpoint
DROP INDEX "orders_company_updated_idx";--> statement-breakpoint
ALTER TABLE "order_savings" ADD CONSTRAINT "order_savings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_savings" ADD CONSTRAINT "order_savings_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_savings" ADD CONSTRAINT "order_savings_created_by_fk" FOREIGN KEY ("company_id","created_by_company_user_id") REFERENCES "public"."company_users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_list_counts" ADD CONSTRAINT "order_list_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_savings_order_idx" ON "order_savings" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "order_materials_search_trgm_idx" ON "order_materials" USING gin ("company_id","description" gin_trgm_ops) WHERE "order_materials"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_company_state_updated_idx" ON "orders" USING btree ("company_id","state","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_company_project_updated_idx" ON "orders" USING btree ("company_id","project_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_company_vendor_idx" ON "orders" USING btree ("company_id","company_vendor_id");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("company_id","order_number" gin_trgm_ops,"name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_company_updated_idx" ON "orders" USING btree ("company_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Decision 0048: order_list_counts follows every write of orders and order_materials.
CREATE OR REPLACE FUNCTION order_list_counts_add(o orders, d_orders integer, d_lines bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO order_list_counts AS c (company_id, state, project_id, company_vendor_id,
    created_by_company_user_id, tags, orders, lines)
  VALUES (o.company_id, o.state, o.project_id, coalesce(o.company_vendor_id, 0),
    coalesce(o.created_by_company_user_id, 0), o.tags, d_orders, d_lines)
  ON CONFLICT ON CONSTRAINT order_list_counts_key
  DO UPDATE SET orders = c.orders + excluded.orders, lines = c.lines + excluded.lines
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_list_counts_of_orders() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE live bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM order_list_counts_add(NEW, 1, 0);
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND (NEW.state, NEW.project_id, NEW.company_vendor_id,
      NEW.created_by_company_user_id, NEW.tags) IS NOT DISTINCT FROM (OLD.state, OLD.project_id,
      OLD.company_vendor_id, OLD.created_by_company_user_id, OLD.tags) THEN
    RETURN NULL;
  END IF;
  SELECT count(*) INTO live FROM order_materials
    WHERE company_id = OLD.company_id AND order_id = OLD.id AND deleted_at IS NULL;
  PERFORM order_list_counts_add(OLD, -1, -live);
  IF TG_OP = 'UPDATE' THEN
    PERFORM order_list_counts_add(NEW, 1, live);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Named to sort before the foreign keys' "RI_ConstraintTrigger" ones: on a delete it counts the
-- order's lines before the cascade removes them (the lines' own trigger then finds no order).
CREATE TRIGGER "A_order_list_counts" AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION order_list_counts_of_orders();
--> statement-breakpoint
-- One statement of lines changes the counts once per order it touched (live lines new − old).
CREATE OR REPLACE FUNCTION order_list_counts_of_lines() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM order_list_counts_add(o, 0, d.n)
      FROM (SELECT company_id, order_id, count(*) AS n FROM new_lines
            WHERE deleted_at IS NULL GROUP BY 1, 2) d
      JOIN orders o ON o.company_id = d.company_id AND o.id = d.order_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM order_list_counts_add(o, 0, -d.n)
      FROM (SELECT company_id, order_id, count(*) AS n FROM old_lines
            WHERE deleted_at IS NULL GROUP BY 1, 2) d
      JOIN orders o ON o.company_id = d.company_id AND o.id = d.order_id;
  ELSE
    PERFORM order_list_counts_add(o, 0, d.n)
      FROM (SELECT company_id, order_id, sum(n) AS n FROM (
              SELECT company_id, order_id, 1 AS n FROM new_lines WHERE deleted_at IS NULL
              UNION ALL
              SELECT company_id, order_id, -1 FROM old_lines WHERE deleted_at IS NULL) changes
            GROUP BY 1, 2 HAVING sum(n) <> 0) d
      JOIN orders o ON o.company_id = d.company_id AND o.id = d.order_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_list_counts_of_new_lines AFTER INSERT ON order_materials
  REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION order_list_counts_of_lines();
--> statement-breakpoint
CREATE TRIGGER order_list_counts_of_changed_lines AFTER UPDATE ON order_materials
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION order_list_counts_of_lines();
--> statement-breakpoint
CREATE TRIGGER order_list_counts_of_removed_lines AFTER DELETE ON order_materials
  REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION order_list_counts_of_lines();
--> statement-breakpoint
INSERT INTO order_list_counts (company_id, state, project_id, company_vendor_id,
  created_by_company_user_id, tags, orders, lines)
SELECT o.company_id, o.state, o.project_id, coalesce(o.company_vendor_id, 0),
  coalesce(o.created_by_company_user_id, 0), o.tags, count(*), coalesce(sum(l.n), 0)
FROM orders o
LEFT JOIN (SELECT company_id, order_id, count(*) AS n FROM order_materials
           WHERE deleted_at IS NULL GROUP BY 1, 2) l
  ON l.company_id = o.company_id AND l.order_id = o.id
GROUP BY 1, 2, 3, 4, 5, 6;
