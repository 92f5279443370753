ALTER TABLE "orders" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_unfulfilled_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."status" = 'paid' and "orders"."fulfilled_at" is null;--> statement-breakpoint
-- Orders paid before this column existed were fulfilled by then; the sweep must not take them up again.
UPDATE "orders" SET "fulfilled_at" = "paid_at" WHERE "status" = 'paid';