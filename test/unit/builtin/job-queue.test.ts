import { describe, expect, it } from 'vitest';
import { jobQueue, Rank } from '../../../builtin/host';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("the built-in catalogue host's queue", () => {
  it('runs one job at a time, those waiting by rank then arrival, when all were resumed by the same event', async () => {
    const queue = jobQueue();
    const log: string[] = [];
    let running = 0;
    const job = (name: string) => async () => {
      running++;
      expect(running).toBe(1);
      await tick();
      log.push(name);
      running--;
      return name;
    };
    // The audit's requests wait for the catalogue to open, then all resume at once.
    let open!: () => void;
    const opening = new Promise<void>((r) => (open = r));
    const waitThen = (rank: Rank, name: string) => opening.then(() => queue.run(rank, job(name)));
    const done = Promise.all([
      opening.then(() => queue.run(Rank.Prime, job('prime'))),
      waitThen(Rank.Other, 'patterns'),
      waitThen(Rank.Other, 'demo'),
      waitThen(Rank.Search, 'section 0, question 1'),
      waitThen(Rank.Search, 'section 0, question 2'),
      waitThen(Rank.Search, 'section 1, question 1'),
    ]);
    open();
    await expect(done).resolves.toHaveLength(6);
    expect(log).toEqual(['section 0, question 1', 'section 0, question 2', 'section 1, question 1', 'patterns', 'demo', 'prime']);
  });

  it('starts a job at once when nothing else waits, and passes its failure on', async () => {
    const queue = jobQueue();
    await expect(queue.run(Rank.Search, async () => 1)).resolves.toBe(1);
    await expect(queue.run(Rank.Other, async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(queue.run(Rank.Prime, async () => 2)).resolves.toBe(2);
  });
});
