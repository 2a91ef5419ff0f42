import { isSectionLike, OVERLAY_ATTRIBUTE } from './dom';
import { extractFeatures, type BlockFeatures } from './features';
import { LayoutReader } from './layout';
import type { SectionModel } from './model/apply';
import FITTED from './model/weights.json';
import { decide, type BlockEvidence, type NamedVote } from './score';
import { segmentPage } from './segment';
import { NAMED_SIGNALS, type BlockContext } from './signals';
import { FLOATING_REASON, FOOTER_REASON } from './signals/global';
import { listsProducts } from './signals/doors';
import { isIntroBand } from './intro-band';
import { isIllustration } from './illustration';
import { searchText } from './text';
import type { ClassifiedSection, ClassifyOptions } from './types';

/** Blocks with code samples that make a page a documentation page. */
const DOCUMENTATION_BLOCKS = 3;
/** …or code samples in total. */
const DOCUMENTATION_CODE = 6;
/** Blocks listing products that make a page a shop's. */
const SHOP_GRIDS = 2;

interface BlockFacts {
  features: BlockFeatures;
  text: string;
}

/** The model fitted on the labelled corpus by `npm run fit:sections` (lib/sections/model/weights.json). */
export const SECTION_MODEL = FITTED as SectionModel;

function votesFor(features: BlockFeatures, ctx: BlockContext): NamedVote[] {
  const votes: NamedVote[] = [];
  for (const { name, signal } of NAMED_SIGNALS) {
    const vote = signal(features, ctx);
    if (vote) votes.push({ signal: name, label: vote.label, reason: vote.reason, strength: vote.weight });
  }
  return votes;
}

function looksLikeMessage(f: BlockFeatures, height: number): boolean {
  // A paragraph of copy says something too (an opening statement without a heading).
  return f.headings.length > 0 || f.images > 0 || height >= 150 || f.textLength >= 150;
}

function insideOverlay(node: Node): boolean {
  const el = node.nodeType === 1 ? (node as Element) : node.parentElement;
  return el?.closest(`[${OVERLAY_ATTRIBUTE}]`) != null;
}

function changesStructure(nodes: NodeList): boolean {
  for (const node of Array.from(nodes)) {
    if (node.nodeType !== 1) continue;
    const el = node as Element;
    if (el.hasAttribute(OVERLAY_ATTRIBUTE)) continue;
    if (isSectionLike(el) || el.querySelector('section, header, footer, nav, h1, h2') !== null) return true;
  }
  return false;
}

/**
 * Classifies a page and keeps what it learnt, so that after a DOM mutation only the blocks that
 * changed are read again. Segmentation is redone only when a change touches the page's structure.
 */
export class SectionTracker {
  private blocks: Element[] | null = null;
  private blockSet = new Set<Element>();
  private facts = new Map<Element, BlockFacts>();

  constructor(
    private readonly document: Document,
    private readonly options: ClassifyOptions = {},
  ) {}

  /** Marks what the mutations touched. Returns false when none of them matters to the classification. */
  invalidate(records: readonly MutationRecord[]): boolean {
    let relevant = false;
    for (const record of records) {
      if (insideOverlay(record.target)) continue;
      if (record.type === 'childList' && record.addedNodes.length + record.removedNodes.length > 0) {
        const onlyOverlay = [...Array.from(record.addedNodes), ...Array.from(record.removedNodes)].every(
          (n) => n.nodeType === 1 && (n as Element).hasAttribute(OVERLAY_ATTRIBUTE),
        );
        if (onlyOverlay) continue;
      }
      relevant = true;
      if (!this.blocks) continue;
      const block = this.blockOf(record.target);
      const structural =
        !block ||
        (record.type === 'attributes' && record.target === block) ||
        (record.type === 'childList' && (changesStructure(record.addedNodes) || changesStructure(record.removedNodes)));
      if (structural) this.blocks = null;
      else this.facts.delete(block);
    }
    return relevant;
  }

  private blockOf(node: Node): Element | null {
    for (let el: Element | null = node.nodeType === 1 ? (node as Element) : node.parentElement; el; el = el.parentElement) {
      if (this.blockSet.has(el)) return el;
    }
    return null;
  }

  classify(): ClassifiedSection[] {
    return this.explain().sections;
  }

  /** The sections, and the evidence each decision was made from (for the eval's cross-validation). */
  explain(model: SectionModel = SECTION_MODEL): { sections: ClassifiedSection[]; blocks: BlockEvidence[] } {
    const layout = new LayoutReader(this.document);
    if (!this.blocks || this.blocks.some((b) => !b.isConnected)) {
      this.blocks = segmentPage(this.document, layout);
      this.blockSet = new Set(this.blocks);
      for (const el of Array.from(this.facts.keys())) if (!this.blockSet.has(el)) this.facts.delete(el);
    }
    const blocks = this.blocks;
    // Every rectangle first, in one batch of reads.
    const boxes = blocks.map((b) => layout.box(b));
    const facts = blocks.map((block) => {
      let known = this.facts.get(block);
      if (!known) {
        known = { features: extractFeatures(block, layout), text: searchText(block, this.options.maxTextLength) };
        this.facts.set(block, known);
      }
      return known;
    });
    const codeBlocks = facts.reduce((n, f) => n + f.features.codeBlocks, 0);
    const documentationPage =
      codeBlocks >= DOCUMENTATION_CODE || facts.filter((f) => f.features.codeBlocks > 0).length >= DOCUMENTATION_BLOCKS;
    const shopPage = facts.filter((f) => listsProducts(f.features)).length >= SHOP_GRIDS;
    let h1Above = false;
    const evidence: BlockEvidence[] = blocks.map((block, index) => {
      const { features } = facts[index]!;
      const box = boxes[index]!;
      const ctx: BlockContext = {
        rect: box.rect,
        index,
        count: blocks.length,
        fixed: box.fixed,
        viewportWidth: layout.viewportWidth,
        viewportHeight: layout.viewportHeight,
        documentHeight: layout.documentHeight,
        documentationPage,
        shopPage,
        h1Above,
      };
      // A header bar's logo may be an h1; a band's h1 is a headline.
      if (features.h1 > 0 && box.rect.height >= 150) h1Above = true;
      const votes = votesFor(features, ctx);
      return {
        votes,
        chrome: features.landmark === 'nav' || votes.some((v) => v.reason === FOOTER_REASON || v.reason === FLOATING_REASON),
        h1: features.h1 > 0,
        message: looksLikeMessage(features, box.rect.height),
        titled: features.headings.length > 0,
        rect: { ...box.rect },
        viewportHeight: layout.viewportHeight,
        intro: isIntroBand(features),
        illustration: isIllustration(features),
      };
    });
    const decisions = decide(evidence, model);
    const sections = blocks.map((element, i) => ({
      label: decisions[i]!.label,
      element,
      confidence: decisions[i]!.confidence,
      evidence: decisions[i]!.evidence,
      text: facts[i]!.text,
      rect: { ...boxes[i]!.rect },
      reading: { text: facts[i]!.features.fullText, repeated: facts[i]!.features.repeated },
    }));
    return { sections, blocks: evidence };
  }
}

/** The page's sections in reading order, each with its label, confidence, evidence, search text and rectangle. */
export function classifyPage(document: Document, options?: ClassifyOptions): ClassifiedSection[] {
  return new SectionTracker(document, options).classify();
}

/** classifyPage, plus the evidence of every block (what the eval refits models on). */
export function explainPage(document: Document, model?: SectionModel): { sections: ClassifiedSection[]; blocks: BlockEvidence[] } {
  return new SectionTracker(document).explain(model);
}
