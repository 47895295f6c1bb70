# Multi-stage build of the platform: one image runs the web tier (npm start without the
# embedded database: DATABASE_URL is required) and, with another command, judge workers.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/package.json
COPY judge/package.json judge/package.json
COPY web/package.json web/package.json
COPY preview-runtime/package.json preview-runtime/package.json
COPY prisma prisma
COPY prisma.config.ts ./
COPY scripts/prisma-generate.ts scripts/prisma-generate.ts
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:4000/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# node runs the server itself (tsx only as a loader) so SIGTERM reaches our graceful shutdown
CMD ["node", "--import", "tsx", "scripts/start.ts"]
