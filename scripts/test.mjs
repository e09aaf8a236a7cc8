// `npm test`: every test (unit, contract, API, browser). Makes sure Chromium is there and the
// frontend is built (browser tests run against the built app), then runs vitest.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium();
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npm', ['run', 'build']);
run('npx', ['vitest', 'run', ...process.argv.slice(2)]);
