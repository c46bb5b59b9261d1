-- Store pages (/forhandlere/{slug}, docs/product.md: Store pages): every dealer location gets a readable,
-- stable, unique slug from its name and place, and a renamed store keeps its earlier slugs as redirects.
--
-- The application computes a new location's slug itself (lib/dealers/store-slug.ts storeSlugBase); the
-- functions below are the same rule in SQL — both read the place from the address as written, never
-- from the postal register ('4611 Kristiansand' → kristiansand in both), so a store's first edit in the
-- admin panel does not move its page. They backfill the existing rows here and, through the trigger, give a slug to any
-- row inserted without one (the column's default ''), so every row has one whatever inserted it.
-- dealer_slug_free is the one collision rule (the application calls it too): the base, else base-2,
-- base-3…, never a slug another location has or had, never a word that is a route under /forhandlere.

-- AlterTable
ALTER TABLE "DealerLocation" ADD COLUMN     "slug" VARCHAR(100);

-- CreateTable
CREATE TABLE "DealerSlugRedirect" (
    "slug" VARCHAR(100) NOT NULL,
    "locationId" VARCHAR(40) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DealerSlugRedirect_pkey" PRIMARY KEY ("slug")
);

-- CreateIndex
CREATE INDEX "DealerSlugRedirect_locationId_idx" ON "DealerSlugRedirect"("locationId");

-- CreateIndex
CREATE UNIQUE INDEX "DealerLocation_slug_key" ON "DealerLocation"("slug");

-- AddForeignKey
ALTER TABLE "DealerSlugRedirect" ADD CONSTRAINT "DealerSlugRedirect_locationId_fkey" FOREIGN KEY ("locationId") REFERENCES "DealerLocation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- lib/slug.ts slugify: lower case, æ → ae, ø → o, å → a, accents dropped, anything else one '-'.
CREATE FUNCTION dealer_slug_words(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT trim(BOTH '-' FROM regexp_replace(
    normalize(replace(replace(replace(lower(coalesce(t, '')), 'æ', 'ae'), 'ø', 'o'), 'å', 'a'), NFKD),
    '[^a-z0-9]+', '-', 'g'))
$$;

-- The place of an address as written: the words after its last four-digit postal code ('Grensen 8,
-- 0159 Oslo' → 'Oslo'), else its last comma-separated part without digits, else nothing. The pattern
-- is lib/dealers/postal-register.ts writtenPostalPlaces's; store-slug.ts slugPlaceOfAddress the rule.
CREATE FUNCTION dealer_slug_place(address text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    (SELECT m[1] FROM regexp_matches(coalesce(address, ''), '(?:^|[^0-9])[0-9]{4}\s+([^,0-9]+)', 'g') WITH ORDINALITY AS r(m, i)
      ORDER BY i DESC LIMIT 1),
    CASE WHEN position(',' IN coalesce(address, '')) > 0 THEN regexp_replace(regexp_replace(address, '^.*,', ''), '[0-9]', '', 'g') END,
    '')
$$;

-- A slug cut to at most max characters, at a word boundary when there is one.
CREATE FUNCTION dealer_slug_cut(slug text, max integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN length(slug) <= max THEN slug
    WHEN strpos(left(slug, max + 1), '-') > 1 THEN trim(BOTH '-' FROM regexp_replace(left(slug, max + 1), '-[^-]*$', ''))
    ELSE left(slug, max)
  END
$$;

-- storeSlugBase: the name without a trailing company form ('as', 'a/s'…), then the place unless the
-- name already holds it ('Bergen Fargehandel as', Bergen → 'bergen-fargehandel'), at most 80
-- characters; 'butikk' when nothing is left.
CREATE FUNCTION dealer_slug_base(name text, address text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  n text := dealer_slug_words(name);
  p text := dealer_slug_words(dealer_slug_place(address));
  stripped text := regexp_replace(n, '(-(as|asa|ans|da|ba|sa|ab|aps|a-s|ks|nuf))+$', '');
BEGIN
  IF stripped <> '' THEN n := stripped; END IF;
  IF p <> '' AND strpos('-' || n || '-', '-' || p || '-') = 0 THEN
    n := CASE WHEN n = '' THEN p ELSE n || '-' || p END;
  END IF;
  n := dealer_slug_cut(n, 80);
  RETURN CASE WHEN n = '' THEN 'butikk' ELSE n END;
END
$$;

-- The first free slug of a base for a location: the base, else base-2, base-3…; taken when another
-- location has it now or had it (its redirects), or when it is a route under /forhandlere.
CREATE FUNCTION dealer_slug_free(base text, location_id text) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  candidate text := base;
  n integer := 1;
BEGIN
  WHILE candidate IN ('sok', 'sted')
    OR EXISTS (SELECT 1 FROM "DealerLocation" WHERE slug = candidate AND id IS DISTINCT FROM location_id)
    OR EXISTS (SELECT 1 FROM "DealerSlugRedirect" WHERE slug = candidate AND "locationId" IS DISTINCT FROM location_id)
  LOOP
    n := n + 1;
    candidate := dealer_slug_cut(base, 80 - length(n::text) - 1) || '-' || n;
  END LOOP;
  RETURN candidate;
END
$$;

-- Backfill: every existing location, in id order (the first of two alike keeps the bare base).
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT id, name, address FROM "DealerLocation" ORDER BY id LOOP
    UPDATE "DealerLocation" SET slug = dealer_slug_free(dealer_slug_base(r.name, r.address), r.id) WHERE id = r.id;
  END LOOP;
END
$$;

ALTER TABLE "DealerLocation" ALTER COLUMN "slug" SET DEFAULT '', ALTER COLUMN "slug" SET NOT NULL;

-- A row inserted without a slug ('' or NULL) gets one.
CREATE FUNCTION dealer_location_fill_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.slug IS NULL OR NEW.slug = '' THEN
    NEW.slug := dealer_slug_free(dealer_slug_base(NEW.name, NEW.address), NEW.id);
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER dealer_location_fill_slug BEFORE INSERT ON "DealerLocation"
  FOR EACH ROW EXECUTE FUNCTION dealer_location_fill_slug();
