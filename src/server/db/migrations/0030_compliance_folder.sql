-- The compliance folder (issue 33): one row per shop with its trading permit, Certificate of
-- Acceptability (R638) and last pest-control visit; a photo or PDF of each document; and the
-- inspector's links, kept as a SHA-256 of the token (the token itself is shown once).
CREATE TABLE "compliance_folders" (
  "merchant_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id"),
  "permit_number" text CHECK (length("permit_number") BETWEEN 1 AND 60),
  "permit_municipality" text CHECK (length("permit_municipality") BETWEEN 1 AND 120),
  "permit_expires_on" date,
  "certificate_number" text CHECK (length("certificate_number") BETWEEN 1 AND 60),
  "certificate_expires_on" date,
  "pest_control_visit_on" date,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "compliance_photos" (
  "merchant_id" uuid NOT NULL REFERENCES "users"("id"),
  "kind" text NOT NULL CHECK ("kind" IN ('trading_permit', 'certificate_of_acceptability', 'pest_control')),
  "content_type" text NOT NULL CHECK ("content_type" IN ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
  "size_bytes" integer NOT NULL CHECK ("size_bytes" BETWEEN 1 AND 2097152),
  "data" bytea NOT NULL,
  "uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "compliance_photos_pkey" PRIMARY KEY ("merchant_id", "kind")
);--> statement-breakpoint
CREATE TABLE "inspector_links" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "merchant_id" uuid NOT NULL REFERENCES "users"("id"),
  "token_hash" text NOT NULL,
  "token_hint" text NOT NULL,
  "created_by" uuid NOT NULL REFERENCES "users"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "revoked_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "inspector_links_token_hash_key" ON "inspector_links" ("token_hash");--> statement-breakpoint
CREATE INDEX "inspector_links_merchant_idx" ON "inspector_links" ("merchant_id", "expires_at");
