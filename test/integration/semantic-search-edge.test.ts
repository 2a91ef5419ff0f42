import { startEdgeFunction } from '../helpers/edge-function';
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
