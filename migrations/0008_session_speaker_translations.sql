ALTER TABLE "agenda_sessions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "speakers" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;