import { z } from 'zod';
import { browser } from 'wxt/browser';
import { DEFAULT_AUDIT_SETTINGS } from '../audit/input';
import { DEFAULT_ANON_KEY, DEFAULT_BASE_URL } from '../knowledge/defaults';

/** What the options page sets. Stored in storage.local under one key. */
export const SettingsSchema = z.object({
  baseUrl: z.string().default(DEFAULT_BASE_URL),
  apiKey: z.string().default(DEFAULT_ANON_KEY),
  /** Similarity cut-off of the per-section semantic search. */
  threshold: z.number().min(0).max(1).default(DEFAULT_AUDIT_SETTINGS.threshold),
  /** Winning tests shown per section. */
  maxResults: z.number().int().min(1).max(20).default(DEFAULT_AUDIT_SETTINGS.maxResults),
  /** Audit whatever tab is in front without a toolbar click (needs the optional host permissions). */
  autoAudit: z.boolean().default(false),
});
export type Settings = z.infer<typeof SettingsSchema>;
export const DEFAULT_SETTINGS: Settings = SettingsSchema.parse({});

const KEY = 'settings';

/** Stored settings, with defaults for anything missing or unreadable. */
export async function loadSettings(): Promise<Settings> {
  const stored = (await browser.storage.local.get(KEY))[KEY];
  const parsed = SettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
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
