ALTER TABLE "invoice_import_batches" ADD COLUMN "file_sha256" text;--> statement-breakpoint
ALTER TABLE "invoice_import_batches" ADD COLUMN "send_mail" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_import_batches" ADD COLUMN "skipped_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_import_rows" ADD COLUMN "value" json;--> statement-breakpoint
ALTER TABLE "invoice_import_rows" ADD COLUMN "row_key" text;--> statement-breakpoint
ALTER TABLE "invoice_import_rows" ADD COLUMN "issues" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_import_batches_file_uq" ON "invoice_import_batches" USING btree ("event_id","file_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_import_rows_key_uq" ON "invoice_import_rows" USING btree ("event_id","row_key") WHERE "invoice_import_rows"."status" in ('pending', 'done');