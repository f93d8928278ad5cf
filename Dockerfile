# Heartwood in a container: production dependencies only, run as the unprivileged `node` user,
# the data folder (downloaded rules and cards) in the /data volume. See "Running at scale" in README.md.
#   docker build -t heartwood .
#   docker run --env-file .env -v heartwood-data:/data -p 9464:9464 heartwood
FROM node:20-alpine

ENV NODE_ENV=production \
    HEARTWOOD_DATA=/data \
    HEARTWOOD_METRICS_PORT=9464 \
    HEARTWOOD_METRICS_HOST=0.0.0.0
WORKDIR /app

COPY package.json package-lock.json ./
# The prepare script (the bundle) needs the sources: it runs below, once they are copied.
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force

COPY tsconfig.json ./
COPY bin ./bin
COPY scripts ./scripts
COPY commands ./commands
COPY src ./src
COPY rules-data ./rules-data
RUN node scripts/build.js

RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 9464

HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.HEARTWOOD_METRICS_PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"

CMD ["node", "bin/heartwood.js", "start"]
