import { z } from 'zod';
import { openAiProvider } from './openai-provider';
import type { EmbeddingProvider } from './provider';
import { wordVectorProvider } from './word-vector-provider';
import { loadWordVectors } from './word-vectors-cache';

const EmbeddingsEnvSchema = z.object({
  EMBEDDINGS_URL: z.url({ message: 'EMBEDDINGS_URL must be a full http(s) URL such as https://api.openai.com/v1/embeddings' }).optional(),
  EMBEDDINGS_API_KEY: z.string().optional(),
  EMBEDDINGS_MODEL: z.string().min(1).default('text-embedding-3-small'),
  EMBEDDINGS_SIMILARITY_FLOOR: z.coerce.number().min(-1).max(1).default(0.15),
  EMBEDDINGS_SIMILARITY_CEILING: z.coerce.number().min(-1).lt(1, 'EMBEDDINGS_SIMILARITY_CEILING must be below 1 (cosine 1 is reserved for identical text)').default(0.7),
});

/** The local word-vector model, or an OpenAI-compatible endpoint when EMBEDDINGS_URL is set. */
export async function providerFromEnv(env: Record<string, string | undefined> = process.env): Promise<EmbeddingProvider> {
  const parsed = EmbeddingsEnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    throw new Error(`Invalid embeddings settings: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  if (!e.EMBEDDINGS_URL) return wordVectorProvider(await loadWordVectors());
  if (e.EMBEDDINGS_SIMILARITY_CEILING <= e.EMBEDDINGS_SIMILARITY_FLOOR) {
    throw new Error('EMBEDDINGS_SIMILARITY_CEILING must be greater than EMBEDDINGS_SIMILARITY_FLOOR');
  }
  return openAiProvider({
    url: e.EMBEDDINGS_URL,
    apiKey: e.EMBEDDINGS_API_KEY,
    model: e.EMBEDDINGS_MODEL,
    calibration: { floor: e.EMBEDDINGS_SIMILARITY_FLOOR, ceiling: e.EMBEDDINGS_SIMILARITY_CEILING },
  });
}
