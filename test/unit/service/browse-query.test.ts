import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/http/errors';
import { MAX_ROWS, parseBrowseQuery } from '../../../server/rest/browse-query';

const parse = (query: string, headers: { range?: string; prefer?: string; accept?: string } = {}) =>
  parseBrowseQuery(new URLSearchParams(query), headers);

function rejects(query: string, status: number, message: RegExp, headers = {}) {
  try {
    parse(query, headers);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).message).toMatch(message);
    return;
  }
  throw new Error(`${query} was accepted`);
}

describe('parseBrowseQuery', () => {
  it('turns filters into parameterised SQL, never splicing values', () => {
    const q = parse("select=title,id&website_section=eq.hero&title=ilike.*o'clock*&uplift_percent=gte.5&apikey=secret");
    expect(q.columns).toEqual(['title', 'id']);
    expect(q.where).toBe('where website_section = $1::text and title ilike $2 and uplift_percent >= $3::double precision');
    expect(q.params).toEqual(['hero', "%o'clock%", '5']);
    expect(q.where).not.toContain('secret');
  });

  it('parses in-lists with quotes, is.null and not.', () => {
    const q = parse('result=in.(winner,"lo,ser")&device=is.null&brand=not.is.null&industry=not.eq.SaaS');
    expect(q.where).toBe('where result in ($1::text, $2::text) and device is null and not (brand is null) and not (industry = $3::text)');
    expect(q.params).toEqual(['winner', 'lo,ser', 'SaaS']);
    expect(parse('result=in.()').where).toBe('where false');
  });

  it('orders by several fields with nulls placement and a stable id tie-break', () => {
    expect(parse('order=uplift_percent.desc.nullslast,title').orderBy).toBe('order by uplift_percent desc nulls last, title asc, id asc');
    expect(parse('order=id.desc').orderBy).toBe('order by id desc');
    expect(parse('').orderBy).toBe('order by id asc');
  });

  it('pages with limit, offset and Range, capped at the maximum rows', () => {
    expect(parse('')).toMatchObject({ limit: MAX_ROWS, offset: 0 });
    expect(parse('limit=10&offset=30')).toMatchObject({ limit: 10, offset: 30 });
    expect(parse('', { range: '20-29' })).toMatchObject({ limit: 10, offset: 20 });
    expect(parse('limit=5', { range: 'items=0-99' })).toMatchObject({ limit: 5, offset: 0 });
    expect(parse('', { range: '100-' })).toMatchObject({ limit: MAX_ROWS, offset: 100 });
  });

  it('reads Prefer count and the single-object Accept header', () => {
    expect(parse('', { prefer: 'count=exact' }).wantCount).toBe(true);
    expect(parse('', { prefer: 'return=minimal' }).wantCount).toBe(false);
    expect(parse('', { accept: 'application/vnd.pgrst.object+json' }).singleObject).toBe(true);
  });

  it('rejects bad input with the field and the rule', () => {
    rejects('id=eq.123', 400, /uuid: "123"/);
    rejects('select=title,secret_column', 400, /secret_column/);
    rejects('select=title:renamed', 400, /not supported/);
    rejects('nope=eq.1', 400, /ab_tests\.nope does not exist/);
    rejects('order=title.up', 400, /"up" is not asc/);
    rejects('limit=5000', 400, /limit must be an integer between 0 and 1000/);
    rejects('limit=ten', 400, /limit must be an integer/);
    rejects('sample_size=gt.many', 400, /integer: "many"/);
    rejects('result=contains.winner', 400, /operator/);
    rejects('or=(a.eq.1)', 400, /not supported/);
    rejects('title=in.(unclosed', 400, /list in parentheses/);
    rejects('', 416, /not satisfiable/, { range: '9-2' });
  });
});
