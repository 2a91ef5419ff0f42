import { z } from 'zod';
import type { Calibration, EmbeddingProvider } from './provider.ts';

export interface OpenAiEmbeddingsConfig {
  url: string;
  apiKey?: string | undefined;
  model: string;
  calibration: Calibration;
  /** Texts per request. */
  batchSize?: number;
}

const AnswerSchema = z.object({
  data: z.array(z.object({ index: z.number().int(), embedding: z.array(z.number()) })),
});

/** Any endpoint that speaks OpenAI's `POST /v1/embeddings` (OpenAI, Ollama, LM Studio, vLLM…). */
export function openAiProvider(config: OpenAiEmbeddingsConfig): EmbeddingProvider {
  const batchSize = config.batchSize ?? 96;
  return {
    model: `openai-compatible:${config.model}`,
    calibration: config.calibration,
    async embed(texts) {
      const out: number[][] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        const batch = texts.slice(start, start + batchSize);
        const response = await fetch(config.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: config.model, input: batch }),
        });
        if (!response.ok) {
          throw new Error(`Embeddings endpoint ${config.url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
        }
        const parsed = AnswerSchema.safeParse(await response.json());
        if (!parsed.success) throw new Error(`Embeddings endpoint ${config.url} sent an unexpected answer: ${parsed.error.message}`);
        const sorted = [...parsed.data.data].sort((a, b) => a.index - b.index);
        if (sorted.length !== batch.length) throw new Error(`Embeddings endpoint returned ${sorted.length} vectors for ${batch.length} texts`);
        out.push(...sorted.map((d) => normalise(d.embedding)));
      }
      return out;
    },
  };
}

function normalise(v: number[]): number[] {
  const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
  return v.map((x) => x / norm);
}
