import { ConfigError } from './config';
import { DatabaseUnavailableError } from './store-unavailable';

/**
 * Ends a process whose start failed: a wrong setting or a database that never answered is told
 * in one clear line, anything else with its stack.
 */
export function exitOnStartFailure(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) console.error(error.message);
  else console.error(error);
  process.exit(1);
}
