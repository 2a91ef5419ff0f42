import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceErrorSchema } from '../../lib/knowledge/schemas';
import { startEdgeFunction, type RunningEdgeFunction } from '../helpers/edge-function';
import { startService } from '../helpers/service';
import { semanticSearchContract } from './semantic-search-contract';

// The Supabase edge function under Deno (npm run serve:edge), calling the real local service's
// /rest/v1/rpc/hybrid_search through supabase-js as it calls PostgREST on Supabase.
semanticSearchContract('the Supabase edge function under Deno', async () => {
  const service = await startService();
  try {
    const edge = await startEdgeFunction({ SUPABASE_URL: service.baseUrl, SUPABASE_ANON_KEY: service.anonKey });
    return {
      projectUrl: edge.functionsUrl.replace(/\/functions\/v1$/, ''),
      anonKey: edge.anonKey,
      async stop() {
        await edge.stop();
        await service.stop();
      },
    };
  } catch (error) {
    await service.stop();
    throw error;
  }
});

describe('the edge function without its database API', () => {
  let edge: RunningEdgeFunction;
  beforeAll(async () => {
    // Nothing listens on port 9 (discard): the function's call to PostgREST fails to connect.
    edge = await startEdgeFunction({ SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'uplift-lens-local-anon-key' });
  });
  afterAll(async () => {
    await edge?.stop();
  });

  it('answers 503 naming SUPABASE_URL and what to do', async () => {
    const response = await fetch(`${edge.functionsUrl}/semantic-search`, {
      method: 'POST',
      headers: { apikey: edge.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'free shipping', max_results: 3, threshold: 0.2 }),
    });
    expect(response.status).toBe(503);
    const body = ServiceErrorSchema.parse(await response.json());
    expect(body.message).toContain('http://127.0.0.1:9');
    expect(body.hint).toMatch(/npm run serve/);
  });
});
