-- Demand insight (the admin panel's 'Oversikt'; docs/product.md: Oversikt). Written by hand.
-- Aggregates only: a postal code or a normalised search term, the ISO week (its Monday) and a count;
-- no address, IP, cookie or account. lib/insight/record.ts adds to them with INSERT … ON CONFLICT
-- DO UPDATE after the answer is sent; lib/insight/cleanup.ts deletes weeks older than 365 days.

-- Finder postal searches with no dealer within 100 km.
CREATE TABLE "demand_postal_searches" (
    "weekStart" DATE NOT NULL,
    "postalCode" VARCHAR(4) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "demand_postal_searches_pkey" PRIMARY KEY ("weekStart","postalCode")
);

-- Product searches with no result (at most 5,000 distinct terms a week).
CREATE TABLE "demand_product_searches" (
    "weekStart" DATE NOT NULL,
    "term" VARCHAR(100) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "demand_product_searches_pkey" PRIMARY KEY ("weekStart","term")
);
