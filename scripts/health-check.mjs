// The image's health check: `node scripts/health-check.mjs [PORT_VARIABLE]` asks
// `GET /api/health` on this container's port named by the variable (the gateway's `PORT` unless
// told otherwise) and passes on 200 only: 503 (a store does not answer) and 404 (no such
// endpoint) fail alike. docker-compose.yml names each service's own variable.
const defaults = { PORT: 3000, COMMAND_PORT: 3001, QUERY_PORT: 3002, PROJECTIONS_PORT: 3003 };
const variable = process.argv[2] ?? 'PORT';
const port = process.env[variable] || defaults[variable];
if (!port) {
  console.error(`health check: ${variable} is not set`);
  process.exit(1);
}
try {
  // Shorter than the health check's own timeout, so a hung service fails with a reason.
  const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2500) });
  if (response.status !== 200) {
    console.error(`health check: ${response.status} ${await response.text()}`);
    process.exit(1);
  }
} catch (error) {
  // fetch's own message is only "fetch failed"; the cause says why (ECONNREFUSED, a timeout).
  console.error(`health check: ${error.cause?.code ?? error.cause?.message ?? error.message}`);
  process.exit(1);
}
