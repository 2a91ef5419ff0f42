import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { createKnowledgeClient } from '../lib/knowledge/client';
import { KnowledgeError } from '../lib/knowledge/errors';
import { startServer } from '../server/start';
import { DEFAULTS } from '../server/config';
import { ENV_API_KEY, ENV_SERVICE_URL } from './args';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface ServiceHandle {
  baseUrl: string;
  apiKey: string;
  /** True when this run started the local service (it stops with the run). */
  started: boolean;
  close(): Promise<void>;
}

export class ServiceUnavailable extends Error {
  override name = 'ServiceUnavailable';
}

/** Where a CLI user sets the service, named by the client's error messages. */
export const CLI_SETTINGS_HINT = `--service URL --key KEY (or ${ENV_SERVICE_URL} / ${ENV_API_KEY})`;
const CLI_ADVICE = `Point the CLI at a running service with ${CLI_SETTINGS_HINT}.`;

/** Proves the service answers with this key: one get_patterns call, no retries. */
async function probe(baseUrl: string, apiKey: string, settingsHint: string): Promise<KnowledgeError | null> {
  const client = createKnowledgeClient({ baseUrl, apiKey, maxRetries: 0, timeoutMs: 5000, settingsHint });
  try {
    await client.getPatterns({}, { fresh: true });
    return null;
  } catch (error) {
    if (error instanceof KnowledgeError) return error;
    throw error;
  }
}

/**
 * The service for this run. A local (loopback) URL that nobody answers gets the local service started
 * in this process on that port with that key, with the data of DATA_DIR (default `.data/`, as `npm run serve`).
 */
export async function connectService(
  config: { baseUrl: string; apiKey: string },
  log: (line: string) => void,
  settingsHint = CLI_SETTINGS_HINT,
): Promise<ServiceHandle> {
  const problem = await probe(config.baseUrl, config.apiKey, settingsHint);
  if (!problem) return { ...config, started: false, close: async () => undefined };

  const url = new URL(config.baseUrl);
  const local = url.protocol === 'http:' && LOOPBACK.has(url.hostname) && (url.pathname === '/' || url.pathname === '');
  if (problem.kind !== 'unreachable' || !local) throw new ServiceUnavailable(problem.message);

  const dataDir = resolve(REPO_ROOT, process.env.DATA_DIR || DEFAULTS.dataDir);
  log(`No knowledge service answers at ${config.baseUrl}: starting the local one for this run (data in ${dataDir})…`);
  let server;
  try {
    server = await startServer({
      host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname.replace(/^\[|\]$/g, ''),
      port: Number(url.port || 80),
      anonKey: config.apiKey,
      dataDir,
    });
  } catch (error) {
    throw new ServiceUnavailable(`Could not start the local knowledge service: ${error instanceof Error ? error.message : String(error)}\n${CLI_ADVICE}`);
  }
  return { baseUrl: config.baseUrl.replace(/\/+$/, ''), apiKey: config.apiKey, started: true, close: () => server.close() };
}
