// @ts-nocheck -- Deno entry of the Supabase Edge Function. Node's tsc knows neither `Deno` nor
// the import map in deno.json; everything below the entry is shared, type-checked Node code.
import { createClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import { openAiProvider } from '../../../server/embeddings/openai-provider.ts';
import { wordVectorProvider } from '../../../server/embeddings/word-vector-provider.ts';
import { decodeWordVectors } from '../../../server/embeddings/word-vectors-file.ts';
import { corsMiddleware } from '../../../server/http/cors.ts';
import { ApiError } from '../../../server/http/errors.ts';
import { semanticSearchApp } from '../../../server/semantic/semantic-search-app.ts';

const env = (name: string): string | undefined => Deno.env.get(name) || undefined;

// The same model must embed queries here and the records in the database (catalogue:import --sql-out).
const provider = env('EMBEDDINGS_URL')
  ? openAiProvider({
      url: env('EMBEDDINGS_URL'),
      apiKey: env('EMBEDDINGS_API_KEY'),
      model: env('EMBEDDINGS_MODEL') ?? 'text-embedding-3-small',
      calibration: {
        floor: Number(env('EMBEDDINGS_SIMILARITY_FLOOR') ?? 0.15),
        ceiling: Number(env('EMBEDDINGS_SIMILARITY_CEILING') ?? 0.7),
      },
    })
  : wordVectorProvider(decodeWordVectors(await Deno.readFile(wordVectorsPath())));

/** Deployed: the static file beside this one. `npm run serve:edge` points WORD_VECTORS_FILE at .cache instead. */
function wordVectorsPath(): string | URL {
  return env('WORD_VECTORS_FILE') ?? new URL('./word-vectors.bin', import.meta.url);
}

// SUPABASE_URL and SUPABASE_ANON_KEY are set by the Edge Runtime. hybrid_search is security
// definer, so the anon role may call it while it cannot read the embeddings table itself.
const supabase = createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), { auth: { persistSession: false } });

const app = new Hono();
app.use('*', corsMiddleware());
app.route(
  '/',
  semanticSearchApp({
    provider,
    async search(args) {
      const { data, error } = await supabase.rpc('hybrid_search', args);
      // supabase-js reports a fetch that failed as an error without a Postgres code.
      if (error && !error.code) {
        throw new ApiError(503, 'DATABASE_API_UNAVAILABLE', `The database API at ${env('SUPABASE_URL')} did not answer: ${error.message}`, null,
          'Check SUPABASE_URL; locally, start the knowledge service (npm run serve) first.');
      }
      if (error) throw error;
      return data;
    },
  }),
);

// The Edge Runtime chooses the port. Locally `npm run serve:edge` passes EDGE_FUNCTION_PORT (0: any free
// one) and reads the port back from the line printed here.
const localPort = env('EDGE_FUNCTION_PORT');
if (localPort === undefined) Deno.serve(app.fetch);
else {
  Deno.serve(
    { hostname: '127.0.0.1', port: Number(localPort), onListen: ({ port }) => console.log(`edge_function_port: ${port}`) },
    app.fetch,
  );
}
