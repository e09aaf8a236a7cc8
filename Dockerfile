# One image for every service; the command picks which one runs (docker-compose.yml):
#   node gateway/dist/main.js          the gateway (default), or the whole app in one process
#   node command-service/dist/main.js  node query-service/dist/main.js  node projections/dist/main.js
#   node projections/dist/replay.js    rebuilds read models (README, "Replaying projections")
# The server code is bundled to plain JavaScript at build time (scripts/build-server.mjs), so the
# final stage holds production dependencies only and needs no TypeScript loader.

# The manifests alone: the installs below are redone only when a package.json or the lock changes.
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY platform/package.json platform/
COPY command-service/package.json command-service/
COPY projections/package.json projections/
COPY query-service/package.json query-service/
COPY gateway/package.json gateway/
COPY frontend/package.json frontend/

# Every dependency, for building.
FROM manifests AS deps
RUN npm ci --no-audit --no-fund

# The frontend (Vite, with precompressed copies) and the server bundles (esbuild).
FROM deps AS build
COPY . .
RUN npm run build && npm run build:server

# Production dependencies of the server workspaces: no devDependencies (vitest, lighthouse,
# playwright-core, the `node` package, biome, tsx…) and none of the frontend's packages, whose build
# is all the gateway serves. The `@et/*` links are dropped: the bundles hold those packages.
FROM manifests AS production-deps
RUN npm ci --omit=dev --no-audit --no-fund \
    --workspace=contracts --workspace=platform --workspace=command-service \
    --workspace=projections --workspace=query-service --workspace=gateway \
  && rm -rf node_modules/@et \
  && npm cache clean --force

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
# Code and dependencies stay root's and read-only to the app; only DATA_DIR (./data: the embedded
# database, uploads and the generated secret when the image runs alone) is the app user's.
COPY --from=production-deps /app ./
COPY --from=build /app/frontend/dist frontend/dist
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/command-service/dist command-service/dist
COPY --from=build /app/query-service/dist query-service/dist
COPY --from=build /app/projections/dist projections/dist
COPY scripts/health-check.mjs scripts/
RUN mkdir data && chown node:node data
USER node
EXPOSE 3000
# The gateway's GET /api/health on $PORT, passing on 200 only; compose names each service's port.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "scripts/health-check.mjs", "PORT"]
CMD ["node", "gateway/dist/main.js"]
