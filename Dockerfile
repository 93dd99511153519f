# syntax=docker/dockerfile:1
# Prétoire: one image, any number of instances (docs/DEPLOY.md). Node 20, runs as the unprivileged `node` user.

# 0. The workspace manifests only (npm ci needs every workspace's package.json to match the lockfile).
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# 1. Dependencies of every workspace (the lockfile lists them all), for the web build.
FROM manifests AS deps
RUN npm ci --no-audit --no-fund

# 2. The web app, built once into apps/web/dist.
FROM deps AS web
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY apps/web apps/web
RUN npm run build -w @pretoire/web

# 3. Production dependencies of the server only (it runs its TypeScript through tsx, a runtime dependency).
FROM manifests AS prod-deps
RUN npm ci --omit=dev --no-audit --no-fund -w @pretoire/server -w @pretoire/contracts --include-workspace-root=false

# 4. Runtime: sources, production modules, the built web app. No compilers, no dev tools.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist
WORKDIR /app
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json tsconfig.base.json ./
COPY --chown=node:node packages/contracts packages/contracts
COPY --chown=node:node apps/server/package.json apps/server/tsconfig.json apps/server/
COPY --chown=node:node apps/server/src apps/server/src
COPY --from=web --chown=node:node /app/apps/web/dist apps/web/dist
# The server renderer of the public pages (issue 12), a self-contained bundle beside the browser build.
COPY --from=web --chown=node:node /app/apps/web/dist-ssr apps/web/dist-ssr
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /api/health answers 200 when the database answers, 503 otherwise.
HEALTHCHECK --interval=10s --timeout=3s --start-period=40s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
WORKDIR /app/apps/server
# Node receives SIGTERM directly (no npm in between), drains requests and closes sockets (src/main.ts).
CMD ["node", "--import", "tsx", "src/main.ts"]
