# One image definition for the product, with a target per process:
#   docker build --target identity .   docker build --target portal .
# Node 20, the major of package.json `engines` (>=20.19); README, "Node version".
FROM node:20-bookworm AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM node:20-bookworm-slim AS identity
WORKDIR /app
ENV NODE_ENV=production DATA_DIR=/data IDENTITY_PORT=3000
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
VOLUME /data
EXPOSE 3000
USER node
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=100", "services/identity/dist/main.js"]

FROM node:20-bookworm-slim AS portal
WORKDIR /app
ENV NODE_ENV=production PORTAL_PORT=8080
COPY --from=build /app/frontends /app/frontends
COPY --from=build /app/node_modules /app/node_modules
EXPOSE 8080
USER node
CMD ["node", "frontends/shell/server/serve.mjs"]
