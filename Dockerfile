# syntax=docker/dockerfile:1
# ipdata-mcp: multi-stage build. The native module (better-sqlite3) is compiled
# for this image in the build stage; the runtime stage has no compiler and runs
# as an unprivileged user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Toolchain for better-sqlite3 when no prebuilt binary matches the image.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# Dev dependencies are needed for tsc. Scripts off (`prepare` would build before the
# sources are here), then the native module is built for this image on its own.
RUN npm ci --ignore-scripts --no-audit --no-fund \
 && npm rebuild better-sqlite3
COPY tsconfig.json tsconfig.build.json ./
COPY scripts ./scripts
COPY src ./src
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    TRANSPORT=http \
    HTTP_HOST=0.0.0.0 \
    HTTP_PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY README.md CHANGELOG.md ./
# The `node` user (uid 1000) of the base image owns only DATA_DIR.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Readiness: /health answers 503 while the shared database (DATABASE_URL) does not.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.HTTP_PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/Main.js"]
