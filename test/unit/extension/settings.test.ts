import { describe, expect, it } from 'vitest';
import { DEFAULT_ANON_KEY, DEFAULT_BASE_URL } from '../../../lib/knowledge/defaults';
import { SettingsSchema, serviceEndpoint, serviceLabel } from '../../../lib/extension/settings';

describe('settings', () => {
  it('defaults to the built-in catalogue on install', () => {
    const s = SettingsSchema.parse({});
    expect(s.service).toBe('builtin');
    expect(serviceLabel(s)).toBe('Built-in demo catalogue');
  });

  it('keeps the service of settings stored before the choice existed', () => {
    expect(SettingsSchema.parse({ baseUrl: DEFAULT_BASE_URL, apiKey: DEFAULT_ANON_KEY, threshold: 0.3 }).service).toBe('local');
    expect(SettingsSchema.parse({ baseUrl: `${DEFAULT_BASE_URL}/` }).service).toBe('local');
    const custom = SettingsSchema.parse({ baseUrl: 'https://abc.supabase.co', apiKey: 'k', maxResults: 5 });
    expect(custom.service).toBe('custom');
    expect(custom.maxResults).toBe(5);
    expect(serviceEndpoint(custom)).toEqual({ baseUrl: 'https://abc.supabase.co', apiKey: 'k' });
    expect(SettingsSchema.parse({ baseUrl: DEFAULT_BASE_URL, apiKey: 'another-key' }).service).toBe('custom');
  });

  it('uses the default endpoint for the local service whatever the custom fields hold', () => {
    const s = SettingsSchema.parse({ service: 'local', baseUrl: 'https://elsewhere.example', apiKey: 'x' });
    expect(serviceEndpoint(s)).toEqual({ baseUrl: DEFAULT_BASE_URL, apiKey: DEFAULT_ANON_KEY });
    expect(serviceLabel(s)).toBe(DEFAULT_BASE_URL);
  });

  it('rejects an unknown service choice', () => {
    expect(SettingsSchema.safeParse({ service: 'cloud' }).success).toBe(false);
  });
});
