-- CreateTable
CREATE TABLE "audit_events" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorId" INTEGER,
    "actorEmail" VARCHAR(254),
    "action" VARCHAR(40) NOT NULL,
    "entity" VARCHAR(40) NOT NULL,
    "entityId" VARCHAR(100),
    "summary" VARCHAR(1000) NOT NULL DEFAULT '',
    "ip" VARCHAR(64),

    CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "audit_events_at_idx" ON "audit_events"("at");

-- CreateIndex
CREATE INDEX "audit_events_actorEmail_at_idx" ON "audit_events"("actorEmail", "at");

-- CreateIndex
CREATE INDEX "audit_events_entity_at_idx" ON "audit_events"("entity", "at");
