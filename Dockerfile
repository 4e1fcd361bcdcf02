# syntax=docker/dockerfile:1
# Every CarMarket image, one stage graph: the API and each web app share the install stage and
# each still builds and ships alone. Build context: the repository root (npm workspaces).
#   docker build --target api .                                   the API
#   docker build --target shell --build-arg APP=shell .           the shell (host)
#   docker build --target remote --build-arg APP=mfe-admin .      one remote: mfe-storefront,
#                                                                 mfe-buyer, mfe-seller or mfe-admin
#   docker build --target render .                                the render server (shell/server)
# A web app's build reads only its own folder, shared-ui, tools/build-config and tools/stack-facts:
# a remote needs no shell/ to build.
ARG NODE_IMAGE=node:20-bookworm-slim

# npm ci needs every workspace's package.json to match the lock file.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /repo
COPY package.json package-lock.json .npmrc ./
COPY tools/stack-facts/package.json tools/stack-facts/
COPY tools/embedded-mongo/package.json tools/embedded-mongo/
COPY shared-ui/package.json shared-ui/
COPY tools/build-config/package.json tools/build-config/
COPY api/package.json api/
COPY mfe-storefront/package.json mfe-storefront/
COPY mfe-buyer/package.json mfe-buyer/
COPY mfe-seller/package.json mfe-seller/
COPY mfe-admin/package.json mfe-admin/
COPY shell/package.json shell/
COPY tools/stack/package.json tools/stack/
COPY e2e/package.json e2e/

FROM manifests AS deps
RUN --mount=type=cache,target=/root/.npm npm ci
COPY tsconfig.base.json tsconfig.web.json ./
# Ports and demo accounts: every part reads them from here.
COPY tools/stack-facts tools/stack-facts

# ---------- the API ----------
FROM deps AS api-build
COPY api api
RUN npm run build -w api

# Only the API's production dependencies go into its image.
FROM manifests AS api-runtime-deps
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace api && mkdir -p api/node_modules

FROM ${NODE_IMAGE} AS api
ENV NODE_ENV=production PORT=4000
WORKDIR /app
COPY --from=api-runtime-deps /repo/node_modules ./node_modules
COPY --from=api-runtime-deps /repo/api/package.json ./api/package.json
COPY --from=api-runtime-deps /repo/api/node_modules ./api/node_modules
# node_modules/@carmarket/stack-facts links here (the seed's accounts, the default ports).
COPY --from=deps /repo/tools/stack-facts ./tools/stack-facts
COPY --from=api-build /repo/api/dist ./api/dist
WORKDIR /app/api
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/main.js"]

# ---------- a web app (APP: its folder): its production webpack build ----------
FROM deps AS web-build
ARG APP
RUN test -n "${APP}" || { echo 'set --build-arg APP=<shell|mfe-storefront|mfe-buyer|mfe-seller|mfe-admin>' >&2; exit 1; }
COPY tools/build-config tools/build-config
COPY shared-ui shared-ui
COPY tools/stack/src tools/stack/src
COPY ${APP} ${APP}
# The static server (tools/stack/src/serve.ts) and what it imports, bundled into one file: the
# image needs no node_modules.
RUN npm run build -w ${APP} \
 && node_modules/.bin/esbuild tools/stack/src/serve.ts --bundle --platform=node --target=node20 --outfile=/out/serve.js

# Served by the stack's static server (tools/stack/src/static-server.ts).
FROM ${NODE_IMAGE} AS web
ARG APP
ENV NODE_ENV=production PORT=8080
WORKDIR /app
COPY --from=web-build /out/serve.js ./serve.js
COPY --from=web-build /repo/${APP}/dist ./dist
USER node
EXPOSE 8080

# The shell: every page path answers index.html, and /config.json is built from env
# (tools/build-config/runtime-config.js).
FROM web AS shell
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/config.json').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "serve.js", "--root", "dist", "--host", "0.0.0.0", "--spa", "--runtime-config"]

# A remote: its container and chunks, with CORS (the shell loads them cross-origin), and its
# release store (docs/architecture.md §3.1): mount a volume at /app/releases to serve releases.
FROM web AS remote
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/mf-manifest.json').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "serve.js", "--root", "dist", "--host", "0.0.0.0", "--cors", "--releases", "releases"]

# ---------- the render server (shell/server): the public pages drawn on the server ----------
# Its code, the shell's chrome and shared-ui bundled into one file with the libraries a remote's
# server bundle shares (shell/server/shared-modules.js) by the shell's production build, whose
# TypeScript rule gives styled components the class names the browser hydrates with; the shell's
# built page is its frame.
FROM deps AS render-build
COPY tools/build-config tools/build-config
COPY shared-ui shared-ui
COPY tools/stack/src tools/stack/src
COPY shell shell
RUN npm run build -w shell

FROM ${NODE_IMAGE} AS render
ENV NODE_ENV=production PORT=8080 SHELL_DIST=/app/dist
WORKDIR /app
COPY --from=render-build /repo/shell/dist-server/main.js ./render.js
COPY --from=render-build /repo/shell/dist/index.html ./dist/index.html
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "render.js", "--host", "0.0.0.0"]
