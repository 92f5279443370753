ALTER TABLE "invoice_series" DROP CONSTRAINT "invoice_series_org_year_uq";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "test_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_series" ADD COLUMN "test_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "test_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_series" ADD CONSTRAINT "invoice_series_org_year_mode_uq" UNIQUE("organization_id","year","test_mode");