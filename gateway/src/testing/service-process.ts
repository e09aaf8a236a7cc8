import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { frontendDist } from '../frontend';

const root = path.resolve(import.meta.dirname, '../../..');

/** A service (or the whole app) running as its own Node process, with everything it printed. */
export interface Service {
  name: string;
  child: ChildProcess;
  output: string[];
}

/** Starts `script` (relative to the repository) with Node 24 and tsx, as `npm start` would. */
export function startService(name: string, script: string, env: Record<string, string>): Service {
  // The gateway serves the frontend: API tests need no real bundle, just a page.
  if (!existsSync(path.join(frontendDist, 'index.html'))) {
    mkdirSync(frontendDist, { recursive: true });
    writeFileSync(path.join(frontendDist, 'index.html'), '<!doctype html><title>test</title>');
  }
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  return { name, child, output };
}

/** Waits until `url` answers below 500; fails with the service's output if it died or took too long. */
export async function waitForHttp(url: string, service: Service, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null) break; // it died: say so with its output
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `${service.name} (${url}) did not answer within ${timeoutMs} ms:\n${service.output.join('')}`,
  );
}

/** Stops the service (SIGTERM) and waits for it to exit. */
export async function stopService(service: Service): Promise<void> {
  if (service.child.exitCode !== null || service.child.signalCode !== null) return;
  const exited = once(service.child, 'exit');
  service.child.kill('SIGTERM');
  await exited;
}
