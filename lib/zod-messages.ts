import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * zod/mini says only "Invalid input" until a language is set (full zod sets English itself). The
 * background imports this: it answers a bad request with zod's message (lib/messaging.ts
 * describeInvalid). The options page and the search box give messages of their own.
 */
config(en());
