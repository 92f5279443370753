ALTER TABLE "partners" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;