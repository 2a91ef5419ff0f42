import { gatherFacts } from '@/lib/facts/gather';
import { installFactGatherer } from '@/lib/facts/page-global';

// Injected next to the content script when an audit asks for sections (lib/extension/page-access.ts).
export default defineUnlistedScript(() => installFactGatherer(gatherFacts));
