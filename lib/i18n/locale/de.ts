import messages from '../../../public/_locales/de/messages.json';
import { de as audit } from '../audit/de';
import { DE_PHRASES as phrases } from '../phrases/de';
import type { LocaleTables } from '../tables';

/** Every table of one language, as one module (one chunk in the extension, loaded on demand). */
export const tables: LocaleTables = { messages, phrases, audit };
