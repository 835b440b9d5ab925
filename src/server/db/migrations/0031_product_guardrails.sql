-- Guardrails on the shelf (issue 33): a product is general, a medicine or a pesticide. A shop
-- without a pharmacy licence sells only Schedule 0 medicines (the schedule the pack shows,
-- 0 to 8, is kept); a pesticide carries its registration under Act 36 of 1947 ("L" and digits)
-- and the owner's declaration that it is for household use. A general product declares nothing.
ALTER TABLE "products" ADD COLUMN "kind" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "medicine_schedule" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pesticide_registration" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pesticide_household_use" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_kind_known" CHECK ("kind" IN ('general', 'medicine', 'pesticide'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_medicine_schedule_0" CHECK (
  CASE WHEN "kind" = 'medicine' THEN "medicine_schedule" = 0 ELSE "medicine_schedule" IS NULL END
);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_pesticide_registered" CHECK (
  CASE WHEN "kind" = 'pesticide'
    THEN "pesticide_registration" ~ '^L[0-9]{1,8}$' AND "pesticide_household_use"
    ELSE "pesticide_registration" IS NULL AND NOT "pesticide_household_use"
  END
);
