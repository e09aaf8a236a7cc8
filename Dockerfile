# One image for every service; the command picks which one runs.
FROM node:24-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build
ENV HOST=0.0.0.0 NODE_ENV=production
EXPOSE 3000
CMD ["node", "--import", "tsx", "gateway/src/main.ts"]
