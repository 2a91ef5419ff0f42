import * as z from 'zod/mini';
import { browser } from 'wxt/browser';
import { DEFAULT_AUDIT_SETTINGS } from '../audit/input';
import { DEFAULT_ANON_KEY, DEFAULT_BASE_URL } from '../knowledge/defaults';

export const SERVICE_CHOICES = ['builtin', 'local', 'custom'] as const;
export type ServiceChoice = (typeof SERVICE_CHOICES)[number];
export const SERVICE_NAMES: Record<ServiceChoice, string> = {
  builtin: 'Built-in demo catalogue',
  local: 'Local service',
  custom: 'Custom service',
};

const SettingsObjectSchema = z.object({
  /** Which knowledge service answers: the catalogue packed in the extension (default), `npm start`'s, or another. */
  service: z._default(z.enum(SERVICE_CHOICES), 'builtin'),
  /** The custom service's URL and key (the local service always uses the defaults). */
  baseUrl: z._default(z.string(), DEFAULT_BASE_URL),
  apiKey: z._default(z.string(), DEFAULT_ANON_KEY),
  /** Similarity cut-off of the per-section semantic search. */
  threshold: z._default(z.number().check(z.gte(0), z.lte(1)), DEFAULT_AUDIT_SETTINGS.threshold),
  /** Winning tests shown per section. */
  maxResults: z._default(z.int().check(z.gte(1), z.lte(20)), DEFAULT_AUDIT_SETTINGS.maxResults),
  /** Audit whatever tab is in front without a toolbar click (needs the optional host permissions). */
  autoAudit: z._default(z.boolean(), false),
});

/**
 * What the options page sets. Stored in storage.local under one key. Settings stored before the
 * service choice existed had only a URL: the default URL and key meant the local service,
 * anything else a custom one, so an update keeps talking to the same service.
 */
export const SettingsSchema = z.pipe(z.transform((stored: unknown) => {
  if (typeof stored !== 'object' || stored === null || 'service' in stored || !('baseUrl' in stored)) return stored;
  const { baseUrl, apiKey } = stored as { baseUrl?: unknown; apiKey?: unknown };
  const local = String(baseUrl).replace(/\/+$/, '') === DEFAULT_BASE_URL && (apiKey === undefined || apiKey === DEFAULT_ANON_KEY);
  return { ...stored, service: local ? 'local' : 'custom' };
}), SettingsObjectSchema);
export type Settings = z.infer<typeof SettingsSchema>;
export const DEFAULT_SETTINGS: Settings = SettingsSchema.parse({});

const KEY = 'settings';

/** Stored settings, with defaults for anything missing or unreadable. */
export async function loadSettings(): Promise<Settings> {
  const stored = (await browser.storage.local.get(KEY))[KEY];
  const parsed = SettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

/** The URL and key of the chosen network service (the built-in catalogue has none). */
export function serviceEndpoint(settings: Settings): { baseUrl: string; apiKey: string } {
  return settings.service === 'custom' ? { baseUrl: settings.baseUrl, apiKey: settings.apiKey } : { baseUrl: DEFAULT_BASE_URL, apiKey: DEFAULT_ANON_KEY };
}

/** How the panel names the service that answers: the built-in catalogue by name, a network one by URL. */
export function serviceLabel(settings: Settings): string {
  return settings.service === 'builtin' ? SERVICE_NAMES.builtin : serviceEndpoint(settings).baseUrl.replace(/\/+$/, '');
}

let kept: Promise<Settings> | null = null;
let watching = false;

/**
 * The settings, read once and kept until they change: for the background, which needs them for
 * every request (a storage read is a trip through Firefox's parent process).
 */
export function keptSettings(): Promise<Settings> {
  if (!watching) {
    watching = true;
    browser.storage.onChanged.addListener((changes: Record<string, unknown>, area: string) => {
      if (area === 'local' && KEY in changes) kept = null;
    });
  }
  kept ??= loadSettings().catch((error: unknown) => {
    kept = null;
    throw error;
  });
  return kept;
}

export async function saveSettings(settings: Settings): Promise<void> {
  await browser.storage.local.set({ [KEY]: SettingsSchema.parse(settings) });
}

/** Calls back with the new settings whenever they change (in any extension page). */
export function onSettingsChanged(callback: (settings: Settings) => void, signal: AbortSignal): void {
  const listener = (changes: Record<string, { newValue?: unknown }>, area: string) => {
    if (area !== 'local' || !(KEY in changes)) return;
    const parsed = SettingsSchema.safeParse(changes[KEY]?.newValue ?? {});
    callback(parsed.success ? parsed.data : DEFAULT_SETTINGS);
  };
  browser.storage.onChanged.addListener(listener);
  signal.addEventListener('abort', () => browser.storage.onChanged.removeListener(listener), { once: true });
}
