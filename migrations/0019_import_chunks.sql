CREATE TABLE "invoice_import_chunks" (
	"batch_id" integer NOT NULL,
	"first_row" integer NOT NULL,
	"rows" json NOT NULL,
	CONSTRAINT "invoice_import_chunks_batch_id_first_row_pk" PRIMARY KEY("batch_id","first_row")
);
--> statement-breakpoint
CREATE TABLE "invoice_import_keys" (
	"event_id" integer NOT NULL,
	"row_key" text NOT NULL,
	"batch_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	CONSTRAINT "invoice_import_keys_event_id_row_key_pk" PRIMARY KEY("event_id","row_key")
);
--> statement-breakpoint
ALTER TABLE "invoice_import_chunks" ADD CONSTRAINT "invoice_import_chunks_batch_id_invoice_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."invoice_import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keys of the rows imported so far: what an import checks "invoiced before" against from now on.
INSERT INTO "invoice_import_keys" ("event_id", "row_key", "batch_id", "row_number")
SELECT "event_id", "row_key", "batch_id", "row_number" FROM "invoice_import_rows"
WHERE "row_key" IS NOT NULL AND "status" IN ('pending', 'done')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- What a foreign key's cascade would do, paid when a batch goes (with its event) instead of on every key stored.
CREATE FUNCTION "invoice_import_keys_drop_batch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "invoice_import_keys" WHERE "event_id" = OLD."event_id" AND "batch_id" = OLD."id";
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoice_import_keys_drop_batch" AFTER DELETE ON "invoice_import_batches"
FOR EACH ROW EXECUTE FUNCTION "invoice_import_keys_drop_batch"();
