import { parseServeEnv } from './config';
import { startServer } from './start';

/** `npm run serve`: the knowledge service from the environment; prints base_url and anon_key once ready. */
async function main(): Promise<void> {
  const env = parseServeEnv(process.env);
  const started = Date.now();
  const server = await startServer({
    host: env.HOST,
    port: env.PORT,
    anonKey: env.ANON_KEY,
    dataDir: env.DATA_DIR,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    responseCacheMb: env.RESPONSE_CACHE_MB,
    searchWorkers: env.SEARCH_WORKERS,
  });
  process.stdout.write(`base_url: ${server.baseUrl}\nanon_key: ${server.anonKey}\n`);
  process.stderr.write(`Knowledge service ready in ${Date.now() - started} ms (data in ${env.DATA_DIR}). Ctrl+C stops it.\n`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`${signal}: stopping the knowledge service…\n`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Error while stopping: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Could not start the knowledge service: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
