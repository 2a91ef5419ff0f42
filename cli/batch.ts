import { ConcurrencyLimiter } from '../lib/knowledge/limiter';

/** Runs `work` on every item with at most `concurrency` at once; results keep the items' order. */
export async function runBatch<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
  onStart?: (item: T, index: number) => void,
  onDone?: (result: R, index: number) => void,
): Promise<R[]> {
  const limiter = new ConcurrencyLimiter(concurrency);
  return Promise.all(
    items.map((item, i) =>
      limiter.run(async () => {
        onStart?.(item, i);
        const result = await work(item, i);
        onDone?.(result, i);
        return result;
      }),
    ),
  );
}
