import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceErrorSchema } from '../../lib/knowledge/schemas';
import { startService, type RunningService } from '../helpers/service';

const LIMIT = 5;
let service: RunningService;
beforeAll(async () => {
  service = await startService({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });
});
afterAll(async () => {
  await service?.stop();
});

describe('rate limiting (RATE_LIMIT_PER_MINUTE)', () => {
  it(`answers 429 with Retry-After after ${LIMIT} requests in a minute`, async () => {
    const url = `${service.baseUrl}/rest/v1/ab_tests?select=id&limit=1`;
    const preflight = await fetch(url, { method: 'OPTIONS', headers: { origin: 'http://localhost', 'access-control-request-method': 'GET' } });
    expect(preflight.status).toBeLessThan(300); // preflights do not use up the budget
    for (let i = 0; i < LIMIT; i++) {
      const response = await fetch(url, { headers: { apikey: service.anonKey } });
      expect(response.status).toBe(200);
      expect(Number(response.headers.get('ratelimit-remaining'))).toBe(LIMIT - i - 1);
    }
    const limited = await fetch(url, { headers: { apikey: service.anonKey, origin: 'http://localhost' } });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers.get('access-control-allow-origin')).toBe('*');
    const body = ServiceErrorSchema.parse(await limited.json());
    expect(body.message).toMatch(/Rate limit exceeded: at most 5 requests per minute/);

    const semantic = await fetch(`${service.baseUrl}/functions/v1/semantic-search`, {
      method: 'POST', headers: { apikey: service.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'x', max_results: 1, threshold: 0.5 }),
    });
    expect(semantic.status).toBe(429);
  });
});
