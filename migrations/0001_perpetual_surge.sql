ALTER TABLE "organizations" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "nip" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "building_number" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "country" text DEFAULT 'PL' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "bank_account" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "document_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;