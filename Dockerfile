# syntax=docker/dockerfile:1
# Warta in a container:
#   docker build -t warta .
#   docker run -p 3000:3000 -v warta-data:/app/data warta
# The embedded SQLite database lives in the /app/data volume; set DATABASE_URL=postgres://… to use
# PostgreSQL instead (docker-compose.yml). Every variable is listed in .env.example.

# Build: all dependencies, the production build, then only the runtime dependencies kept.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Run: the build output and runtime dependencies, as the unprivileged `node` user.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_URL=file:/app/data/warta.db
WORKDIR /app
COPY --from=build /app/package.json /app/server.js ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
# /healthz answers 200 while the database answers, 503 otherwise.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1 receives the runtime's SIGTERM and shuts down gracefully (`npm start`
# would too: it execs node).
CMD ["node", "server.js"]
