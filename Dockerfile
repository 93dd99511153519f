# syntax=docker/dockerfile:1
# Prétoire: one image, any number of instances (docs/DEPLOY.md). Node 26 LTS; the server runs as compiled JavaScript
# (apps/server/dist), as the unprivileged `node` user, with no TypeScript sources and no dev tools in the image.

# 0. The workspace manifests only (npm ci needs every workspace's package.json to match the lockfile).
FROM node:26-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# 1. Every workspace's dependencies (the lockfile lists them all), for the builds.
FROM manifests AS deps
RUN npm ci --no-audit --no-fund

# 2. The web app (apps/web/dist, dist-ssr) and the server (apps/server/dist), built once.
FROM deps AS build
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY apps/web apps/web
COPY apps/server apps/server
RUN npm run build

# 3. Production dependencies of the server only (contracts are bundled into dist; their own dependencies stay here).
FROM manifests AS prod-deps
RUN npm ci --omit=dev --no-audit --no-fund -w @pretoire/server -w @pretoire/contracts --include-workspace-root=false \
 && rm -rf node_modules/@pretoire

# 4. Runtime: the builds and the production modules only.
FROM node:26-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist
WORKDIR /app
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json ./
COPY --chown=node:node apps/server/package.json apps/server/
COPY --from=build --chown=node:node /app/apps/server/dist apps/server/dist
COPY --from=build --chown=node:node /app/apps/web/dist apps/web/dist
COPY --from=build --chown=node:node /app/apps/web/dist-ssr apps/web/dist-ssr
# npm itself is a tool the runtime does not need.
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /opt/yarn-* \
 && mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Readiness: 200 once the database answers and every migration is applied, 503 otherwise.
HEALTHCHECK --interval=10s --timeout=3s --start-period=40s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
WORKDIR /app/apps/server
# Node receives SIGTERM directly (no npm in between), drains requests and closes sockets (src/main.ts).
# Backups in a running container: `node dist/backup.js /data/backup.ndjson.gz` (dist/restore.js likewise).
CMD ["node", "--enable-source-maps", "dist/main.js"]
