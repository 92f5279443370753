FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/web/package.json apps/web/
COPY apps/worker/package.json apps/worker/
COPY cli/package.json cli/
COPY packages/db/package.json packages/db/
COPY packages/core/package.json packages/core/
COPY packages/jobs/package.json packages/jobs/
COPY packages/landing/package.json packages/landing/
COPY packages/i18n/package.json packages/i18n/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# The container is the host here: listen on every interface (the default, 127.0.0.1, is for `npm start`).
ENV HOST=0.0.0.0
EXPOSE 3000
CMD ["npx", "tsx", "--max-semi-space-size=64", "apps/web/server.ts"]
