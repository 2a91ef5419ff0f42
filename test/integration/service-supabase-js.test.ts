import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AbTestSchema, KeywordHitSchema, PatternSchema } from '../../lib/knowledge/schemas';
import { startService, type RunningService } from '../helpers/service';
import { testClient } from '../helpers/supabase-client';

let service: RunningService;
let supabase: SupabaseClient;

beforeAll(async () => {
  service = await startService();
  supabase = testClient(service.baseUrl, service.anonKey);
});
afterAll(async () => {
  await service?.stop();
});

describe('the service through @supabase/supabase-js', () => {
  it('from().select().eq().order().limit() returns filtered, ordered records', async () => {
    const { data, error } = await supabase
      .from('ab_tests')
      .select('id,title,website_section,result,uplift_percent')
      .eq('website_section', 'trust')
      .eq('result', 'winner')
      .order('uplift_percent', { ascending: false, nullsFirst: false })
      .limit(10);
    expect(error).toBeNull();
    expect(data).toHaveLength(10);
    const uplifts = data!.map((r) => r.uplift_percent as number);
    expect(uplifts).toEqual([...uplifts].sort((a, b) => b - a));
    for (const r of data!) expect(r).toMatchObject({ website_section: 'trust', result: 'winner' });
  });

  it('supports the other operators (neq, gt, lte, like, ilike, in, is)', async () => {
    const { data, error } = await supabase
      .from('ab_tests')
      .select('title,result,uplift_percent,website_section,device,industry')
      .neq('result', 'loser')
      .gt('uplift_percent', 5)
      .lte('uplift_percent', 30)
      .ilike('title', '%PRICE%')
      .like('industry', '%e%')
      .in('website_section', ['differentiation', 'cta'])
      .not('device', 'is', null)
      .limit(100);
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    for (const r of data!) {
      expect(r.result).not.toBe('loser');
      expect(r.uplift_percent).toBeGreaterThan(5);
      expect(r.uplift_percent).toBeLessThanOrEqual(30);
      expect(r.title.toLowerCase()).toContain('price');
      expect(['differentiation', 'cta']).toContain(r.website_section);
      expect(r.device).not.toBeNull();
    }
    const nulls = await supabase.from('ab_tests').select('device').is('device', null).limit(5);
    expect(nulls.error).toBeNull();
    for (const r of nulls.data!) expect(r.device).toBeNull();
  });

  it('counts with count: exact and head: true', async () => {
    const { count, error } = await supabase.from('ab_tests').select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(count).toBeGreaterThanOrEqual(1600);
    const hero = await supabase.from('ab_tests').select('id', { count: 'exact' }).eq('website_section', 'hero').range(0, 4);
    expect(hero.data).toHaveLength(5);
    expect(hero.count).toBeGreaterThan(5);
    expect(hero.count).toBeLessThan(count!);
  });

  it('.single() gets one test and reports an error for none', async () => {
    const { data: first } = await supabase.from('ab_tests').select('id').limit(1);
    const one = await supabase.from('ab_tests').select('*').eq('id', first![0]!.id).single();
    expect(one.error).toBeNull();
    expect(AbTestSchema.parse(one.data).id).toBe(first![0]!.id);
    const none = await supabase.from('ab_tests').select('*').eq('id', '00000000-0000-4000-8000-000000000000').single();
    expect(none.data).toBeNull();
    expect(none.error?.code).toBe('PGRST116');
    const bad = await supabase.from('ab_tests').select('*').eq('id', 'nope');
    expect(bad.error?.code).toBe('22P02');
    expect(bad.status).toBe(400);
  });

  it('refuses writes and leaves the table unchanged', async () => {
    const before = await supabase.from('ab_tests').select('*', { count: 'exact', head: true });
    const insert = await supabase.from('ab_tests').insert({ title: 'x', result: 'winner', website_section: 'hero' });
    expect(insert.error?.code).toBe('42501');
    const del = await supabase.from('ab_tests').delete().eq('website_section', 'hero');
    expect(del.error?.code).toBe('42501');
    const upd = await supabase.from('ab_tests').update({ title: 'changed' }).eq('website_section', 'hero');
    expect(upd.error?.code).toBe('42501');
    const after = await supabase.from('ab_tests').select('*', { count: 'exact', head: true });
    expect(after.count).toBe(before.count);
  });

  it('.rpc() calls search_tests and get_patterns', async () => {
    const search = await supabase.rpc('search_tests', { query_text: 'guest checkout account', max_results: 5, section_filter: 'cta' });
    expect(search.error).toBeNull();
    const hits = z.array(KeywordHitSchema).parse(search.data);
    expect(hits).toHaveLength(5);
    for (const h of hits) expect(h.website_section).toBe('cta');
    const patterns = await supabase.rpc('get_patterns', { section_name: 'doors', min_tests: 3 });
    expect(patterns.error).toBeNull();
    const list = z.array(z.strictObject(PatternSchema.shape)).parse(patterns.data);
    expect(list.length).toBeGreaterThan(0);
    const bad = await supabase.rpc('search_tests', { query_text: 'x', max_results: 1000 });
    expect(bad.error?.message).toMatch(/max_results must be an integer between 1 and 100/);
  });
});
