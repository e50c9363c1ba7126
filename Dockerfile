# syntax=docker/dockerfile:1
# One Dockerfile for every app of docker-compose.yml: the build argument APP names the workspace
# (api, host, remote-auth, ...) and the target the kind of image:
#   api     Fastify under /manager/api/v1/, compiled to dist/server.js with esbuild and run by plain
#           Node, as `npm start` does (docs/decisions/0023-compiled-api.md); migrations at start.
#   host    the shell's rspack build, served by nginx on :8080 with the SPA fallback and /manager/api/
#           routed to the api service (one origin, as in production). /remotes.json is mounted by
#           compose, and the document's CSP takes the remotes' origins from it at start.
#   remote  a remote's federation build, served by nginx on its own origin (REMOTE_PORT) with CORS.
# Build context is the repository root: every app builds against shared/ (and tooling/ for rspack).

FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /app
COPY package.json package-lock.json .npmrc tsconfig.base.json ./
# npm resolves the lockfile against every workspace's package.json, so all of them come in; only
# APP's and shared's dependencies are installed (the root's too for a front end: rspack lives there).
COPY shared/package.json shared/
COPY api/package.json api/
COPY host/package.json host/
COPY remote-auth/package.json remote-auth/
COPY remote-stakeholders/package.json remote-stakeholders/
COPY remote-interactions/package.json remote-interactions/
COPY remote-commitments/package.json remote-commitments/
COPY remote-admin/package.json remote-admin/
COPY remote-templates/package.json remote-templates/
COPY e2e/package.json e2e/
RUN test -n "$APP" -a -f "$APP/package.json" || { echo "build argument APP must name a workspace" >&2; exit 1; }; \
    if [ "$APP" = api ]; then root=; else root=--include-workspace-root; fi; \
    npm install --no-audit --no-fund $root --workspace shared --workspace "$APP"
COPY tooling tooling
COPY scripts/lib scripts/lib
COPY shared shared
COPY ${APP} ${APP}
RUN npm run build -w ${APP}
# The host document's headers, its inline scripts' hashes filled in (scripts/lib/security-headers.mjs).
RUN if [ "$APP" = host ]; then \
      node scripts/lib/security-headers.mjs host/dist/index.html > /app/document-headers.conf.in; \
    else touch /app/document-headers.conf.in; fi

FROM build AS api
WORKDIR /app/api
# The API writes next to DATA_DIR (the e-mail outbox when SMTP_URL is unset; PGlite without
# DATABASE_URL): give it a directory the unprivileged user owns, mounted as a volume by compose.
RUN mkdir -p /data && chown node:node /data
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data/pglite
VOLUME /data
EXPOSE 3000
USER node
CMD ["node", "dist/server.js"]

FROM nginx:1.27-alpine AS host
COPY deploy/nginx/security-headers.conf /etc/nginx/security-headers.conf
COPY deploy/nginx/host.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/document-headers.conf.in /etc/nginx/document-headers.conf.in
# Run by the image's entrypoint before nginx starts: writes /etc/nginx/document-headers.conf.
COPY --chmod=755 deploy/nginx/document-headers.sh /docker-entrypoint.d/40-document-headers.sh
COPY --from=build /app/host/dist /usr/share/nginx/html
COPY deploy/remotes.json /usr/share/nginx/html/remotes.json
EXPOSE 8080

FROM nginx:1.27-alpine AS remote
ARG APP
ARG REMOTE_PORT
COPY deploy/nginx/remote-headers.conf /etc/nginx/remote-headers.conf
# The official image renders /etc/nginx/templates/*.template with envsubst at start.
ENV REMOTE_PORT=${REMOTE_PORT}
COPY deploy/nginx/remote.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
EXPOSE ${REMOTE_PORT}
