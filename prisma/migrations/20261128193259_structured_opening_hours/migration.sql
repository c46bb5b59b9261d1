-- Opening hours as structured data (issue 37, lib/dealers/hours.ts): the seven Places-format lines
-- ('mandag: 09:00–17:00', 'søndag: Stengt') become "weeklyHours", seven lists of { opens, closes },
-- Monday first. The conversion reads what lib/dealers/hours-core.ts hoursFromPlacesLines reads (one
-- weekday or a range of weekdays per line; 'Stengt', 'Åpent hele døgnet', one or more periods
-- separated by commas). A week that does not name every weekday readably becomes null (unknown: not
-- shown, and a Places lookup may fill it), never 'Stengt'; its old lines are kept in the audit log
-- (audit_events, entity 'location') so nothing is dropped unseen. Day names are matched as letters
-- a–z and æøå, lower-cased with æøå spelled out, so a database with a C ctype reads them too.

-- AlterTable
ALTER TABLE "DealerLocation" ADD COLUMN     "weeklyHours" JSONB,
ADD COLUMN     "hoursEditedAt" TIMESTAMP(3);

-- lower() that also lowers ÆØÅ under a C ctype (where lower() knows only a–z).
CREATE FUNCTION pg_temp.hours_lower(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(translate(t, 'ÆØÅ', 'æøå'))
$$;

CREATE FUNCTION pg_temp.hours_time(t text, closing boolean) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  m text[];
  v text;
BEGIN
  m := regexp_match(btrim(t), '^(\d{1,2})(?:[:.](\d{2}))?$');
  IF m IS NULL THEN RETURN NULL; END IF;
  v := lpad(m[1], 2, '0') || ':' || coalesce(m[2], '00');
  IF v ~ '^([01]\d|2[0-3]):[0-5]\d$' OR (closing AND v = '24:00') THEN RETURN v; END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION pg_temp.hours_from_lines(lines text[]) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  days text[] := ARRAY['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'];
  week jsonb[] := ARRAY[NULL, NULL, NULL, NULL, NULL, NULL, NULL]::jsonb[];
  raw text;
  line text;
  m text[];
  first int;
  last int;
  value text;
  periods jsonb;
  part text;
  times text[];
  opens text;
  closes text;
  i int;
BEGIN
  IF lines IS NULL OR cardinality(lines) = 0 THEN RETURN NULL; END IF;
  FOREACH raw IN ARRAY lines LOOP
    line := btrim(translate(raw, E'\u00a0\u2009\u202f', '   '));
    CONTINUE WHEN line = '';
    m := regexp_match(line, '^([a-zA-ZæøåÆØÅ]+)(?:\s*[–—-]\s*([a-zA-ZæøåÆØÅ]+))?\s*:\s*(.+)$');
    IF m IS NULL THEN RETURN NULL; END IF;
    first := array_position(days, pg_temp.hours_lower(m[1]));
    last := coalesce(array_position(days, pg_temp.hours_lower(m[2])), first);
    IF first IS NULL OR (m[2] IS NOT NULL AND array_position(days, pg_temp.hours_lower(m[2])) IS NULL) THEN RETURN NULL; END IF;
    value := pg_temp.hours_lower(btrim(m[3]));
    IF value = 'stengt' THEN
      periods := '[]'::jsonb;
    ELSIF value IN ('åpent hele døgnet', 'døgnåpent') THEN
      periods := '[{"opens": "00:00", "closes": "24:00"}]'::jsonb;
    ELSE
      periods := '[]'::jsonb;
      FOREACH part IN ARRAY regexp_split_to_array(value, '\s*[,;]\s*|\s+og\s+') LOOP
        times := regexp_split_to_array(part, '\s*[–—-]\s*');
        IF cardinality(times) <> 2 THEN RETURN NULL; END IF;
        opens := pg_temp.hours_time(times[1], false);
        closes := pg_temp.hours_time(times[2], true);
        IF opens IS NULL OR closes IS NULL OR opens = closes THEN RETURN NULL; END IF;
        periods := periods || jsonb_build_array(jsonb_build_object('opens', opens, 'closes', closes));
      END LOOP;
      IF jsonb_array_length(periods) = 0 THEN RETURN NULL; END IF;
    END IF;
    i := first;
    LOOP
      week[i] := periods;
      EXIT WHEN i = last;
      i := i % 7 + 1;
    END LOOP;
  END LOOP;
  IF array_position(week, NULL) IS NOT NULL THEN RETURN NULL; END IF;
  RETURN to_jsonb(week);
END $$;

UPDATE "DealerLocation" SET "weeklyHours" = pg_temp.hours_from_lines("openingHours");

-- A week that could not be read: its lines go to the audit log before the column is dropped.
INSERT INTO "audit_events" ("action", "entity", "entityId", "summary")
SELECT 'update', 'location', "id",
       left('Åpningstidene kunne ikke leses ved overgangen til strukturerte åpningstider og er nå ukjente. De gamle linjene: '
            || array_to_string("openingHours", '; '), 1000)
FROM "DealerLocation"
WHERE "weeklyHours" IS NULL AND btrim(coalesce(array_to_string("openingHours", ''), '')) <> '';

-- Hours a dealer saved in 'Min butikk' are a person's: Places no longer overwrites them. A week
-- that could not be read is not stamped (it is unknown, and Places may fill it).
UPDATE "DealerLocation" SET "hoursEditedAt" = "storeEditedAt" WHERE "storeEditedAt" IS NOT NULL AND "weeklyHours" IS NOT NULL;

ALTER TABLE "DealerLocation" DROP COLUMN "openingHours";

-- CreateTable
CREATE TABLE "dealer_special_days" (
    "id" SERIAL NOT NULL,
    "locationId" VARCHAR(40) NOT NULL,
    "date" DATE NOT NULL,
    "periods" JSONB NOT NULL,
    "note" VARCHAR(60),

    CONSTRAINT "dealer_special_days_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_special_days_locationId_date_key" ON "dealer_special_days"("locationId", "date");

-- AddForeignKey
ALTER TABLE "dealer_special_days" ADD CONSTRAINT "dealer_special_days_locationId_fkey" FOREIGN KEY ("locationId") REFERENCES "DealerLocation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
