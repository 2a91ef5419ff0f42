import { z } from 'zod';
import type { SourceRow } from './read-catalogue-file';

const PAGE = 1000;

/** Reads every record of a deployed service through its REST endpoint, page by page. */
export async function fetchAllRecords(baseUrl: string, key: string, log: (m: string) => void): Promise<SourceRow[]> {
  const rows: SourceRow[] = [];
  const root = baseUrl.replace(/\/+$/, '');
  for (let offset = 0; ; offset += PAGE) {
    const url = `${root}/rest/v1/ab_tests?select=*&order=id.asc&limit=${PAGE}&offset=${offset}`;
    let response: Response;
    try {
      response = await fetch(url, { headers: { apikey: key, authorization: `Bearer ${key}`, prefer: 'count=exact' } });
    } catch (error) {
      throw new Error(`Cannot reach ${root}: ${(error as Error).message}. Check --from.`);
    }
    if (!response.ok) {
      const body = (await response.text()).slice(0, 300);
      throw new Error(`${url} answered ${response.status}: ${body}${response.status === 401 ? ' (check --key)' : ''}`);
    }
    const page = z.array(z.unknown()).safeParse(await response.json());
    if (!page.success) throw new Error(`${url} did not answer a JSON array of records`);
    page.data.forEach((value, i) => rows.push({ where: `index ${offset + i}`, value }));
    log(`Fetched ${rows.length}${response.headers.get('content-range')?.replace(/^.*\//, ' of ') ?? ''} records…`);
    if (page.data.length < PAGE) return rows;
  }
}
