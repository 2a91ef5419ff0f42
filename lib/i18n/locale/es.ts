import messages from '../../../public/_locales/es/messages.json';
import { es as audit } from '../audit/es';
import { ES_PHRASES as phrases } from '../phrases/es';
import type { LocaleTables } from '../tables';

/** Every table of one language, as one module (one chunk in the extension, loaded on demand). */
export const tables: LocaleTables = { messages, phrases, audit };
