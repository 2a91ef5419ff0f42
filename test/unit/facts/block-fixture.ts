import { beginGathering, readBlock } from '../../../lib/facts/read';
import { documentOf } from '../sections/fixture';

/** A block read as the gatherers read it, after a fresh gathering pass (structure only; happy-dom lays nothing out). */
export const block = (html: string) => {
  beginGathering();
  return readBlock(documentOf(`<section id="b">${html}</section>`).getElementById('b')!);
};

export const values = (facts: { value: string }[]) => facts.map((f) => f.value);
