-- CreateTable
CREATE TABLE "demand_advisor_misses" (
    "weekStart" DATE NOT NULL,
    "material" VARCHAR(60) NOT NULL,
    "setting" VARCHAR(12) NOT NULL,
    "task" VARCHAR(20) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "demand_advisor_misses_pkey" PRIMARY KEY ("weekStart","material","setting","task")
);

-- CreateTable
CREATE TABLE "demand_calculator_uses" (
    "weekStart" DATE NOT NULL,
    "product" VARCHAR(40) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "demand_calculator_uses_pkey" PRIMARY KEY ("weekStart","product")
);

-- CreateTable
CREATE TABLE "demand_daily_seen" (
    "hash" CHAR(64) NOT NULL,
    "day" DATE NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "demand_daily_seen_pkey" PRIMARY KEY ("hash")
);

-- CreateTable
CREATE TABLE "demand_day_salts" (
    "day" DATE NOT NULL,
    "salt" CHAR(64) NOT NULL,

    CONSTRAINT "demand_day_salts_pkey" PRIMARY KEY ("day")
);

-- CreateIndex
CREATE INDEX "demand_daily_seen_day_idx" ON "demand_daily_seen"("day");
