import type { Predicted } from '../evaluation';
import type { SectionLabel } from '../labels';
import { decide, inputValues, type BlockEvidence } from '../score';
import { NAMED_SIGNALS } from '../signals';
import type { SectionModel } from './apply';
import { fitModel, type Example, type FitOptions } from './fit';

/** Node-side: fitting and leave-one-author-out scoring over evidence collected from labelled pages. */

export interface LabelledElement {
  selector: string;
  truth: SectionLabel;
  /** Index of the block the scoring rule gives this element (evaluation.ts), -1 for none. */
  section: number;
}

export interface LabelledPage {
  page: string;
  /** Who wrote the page: pages of one author share templates and habits, so they are held out together. */
  author: string;
  blocks: BlockEvidence[];
  labelled: LabelledElement[];
}

/** The settings `npm run fit:sections` fits with; cross-validation refits with the same. */
export const FIT_SETTINGS: Omit<FitOptions, 'inputs' | 'inputLabels'> = { lambda: 0.1, prior: 1, balanced: false };

/** One example per labelled element that landed on a block: the block's fired signals and the true label. */
export function trainingExamples(pages: readonly LabelledPage[]): Example[] {
  return pages.flatMap((p) =>
    p.labelled.filter((l) => l.section >= 0).map((l) => ({ values: inputValues(p.blocks[l.section]!.votes), label: l.truth })),
  );
}

export function fitOnPages(pages: readonly LabelledPage[], settings: Partial<FitOptions> = {}): SectionModel {
  return fitModel(trainingExamples(pages), {
    ...FIT_SETTINGS,
    ...settings,
    inputs: NAMED_SIGNALS.map((s) => s.name),
    inputLabels: new Map(NAMED_SIGNALS.map((s) => [s.name, s.label])),
  });
}

/** The label each labelled element of `page` gets when its blocks are decided with `model`. */
export function predictPage(page: LabelledPage, model: SectionModel): Array<{ truth: SectionLabel; predicted: Predicted }> {
  const decisions = decide(page.blocks, model);
  return page.labelled.map((l) => ({ truth: l.truth, predicted: l.section < 0 ? 'none' : decisions[l.section]!.label }));
}

/** Leave one author out: each author's pages are scored by a model fitted on the other authors' pages only. */
export function crossValidateByAuthor(
  pages: readonly LabelledPage[],
  settings: Partial<FitOptions> = {},
): Array<{ page: string; author: string; truth: SectionLabel; predicted: Predicted }> {
  const authors = [...new Set(pages.map((p) => p.author))].sort();
  return authors.flatMap((author) => {
    const model = fitOnPages(pages.filter((p) => p.author !== author), settings);
    return pages
      .filter((p) => p.author === author)
      .flatMap((p) => predictPage(p, model).map((r) => ({ page: p.page, author, ...r })));
  });
}
