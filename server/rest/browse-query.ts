import { ApiError, badRequest } from '../http/errors';
import { COLUMNS, COLUMN_TYPES, isColumn, type Column } from '../records';

/** Rows returned when the request names no limit (PostgREST's max-rows). */
export const MAX_ROWS = 1000;
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'apikey']);
const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is'] as const;
type Operator = (typeof OPERATORS)[number];
const SQL_OPERATOR: Record<Exclude<Operator, 'in' | 'is' | 'like' | 'ilike'>, string> = {
  eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface BrowseQuery {
  columns: Column[];
  /** `where` clause (with leading keyword) or ''; `$n` placeholders index into params. */
  where: string;
  orderBy: string;
  limit: number;
  offset: number;
  params: unknown[];
  wantCount: boolean;
  singleObject: boolean;
}

function unknownColumn(name: string): ApiError {
  return badRequest('42703', `column ab_tests.${name} does not exist`,
    `Use one of: ${COLUMNS.join(', ')}.`);
}

function parseSelect(raw: string | undefined): Column[] {
  if (raw === undefined || raw.trim() === '' || raw.trim() === '*') return [...COLUMNS];
  const names = raw.split(',').map((s) => s.trim());
  const columns: Column[] = [];
  for (const name of names) {
    if (name === '*') {
      columns.push(...COLUMNS);
      continue;
    }
    if (!/^[a-z_]+$/.test(name)) {
      throw badRequest('PGRST100', `select: "${name}" is not supported; list plain field names separated by commas, or *`,
        'Renaming, casts and embedded resources are not available on this table.');
    }
    if (!isColumn(name)) throw unknownColumn(name);
    columns.push(name);
  }
  return [...new Set(columns)];
}

/** Checks a filter value against the column type, so that bad input is a clear 400, not a cast error. */
function typedValue(column: Column, value: string, filter: string): string {
  const type = COLUMN_TYPES[column];
  if (type === 'uuid' && !UUID.test(value)) {
    throw badRequest('22P02', `invalid input syntax for type uuid: "${value}" (filter ${filter})`,
      'An id is a UUID such as 123e4567-e89b-42d3-a456-426614174000.');
  }
  if ((type === 'double precision' || type === 'integer') && (value.trim() === '' || !Number.isFinite(Number(value)))) {
    throw badRequest('22P02', `invalid input syntax for type ${type === 'integer' ? 'integer' : 'numeric'}: "${value}" (filter ${filter})`,
      `${column} is a number.`);
  }
  if (type === 'integer' && !Number.isInteger(Number(value))) {
    throw badRequest('22P02', `invalid input syntax for type integer: "${value}" (filter ${filter})`, `${column} is a whole number.`);
  }
  return value;
}

/** Splits PostgREST's `(a,b,"c,d")` list. */
function parseList(raw: string, filter: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw badRequest('PGRST100', `failed to parse filter ${filter}: in. takes a list in parentheses, e.g. in.(winner,loser)`);
  }
  const body = raw.slice(1, -1);
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch === '"') quoted = !quoted;
    else if (ch === '\\' && quoted && i + 1 < body.length) current += body[++i];
    else if (ch === ',' && !quoted) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  if (quoted) throw badRequest('PGRST100', `failed to parse filter ${filter}: unclosed quote in the list`);
  if (body !== '') items.push(current);
  return items;
}

function filterClause(column: Column, expression: string, params: unknown[]): string {
  const filter = `${column}=${expression}`;
  let rest = expression;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = (dot === -1 ? rest : rest.slice(0, dot)) as Operator;
  const value = dot === -1 ? '' : rest.slice(dot + 1);
  if (dot === -1 || !OPERATORS.includes(op)) {
    throw badRequest('PGRST100', `failed to parse filter ${filter}: expected <operator>.<value> with an operator among ${OPERATORS.join(', ')}`,
      'Example: website_section=eq.hero');
  }
  const type = COLUMN_TYPES[column];
  const param = (v: string) => {
    params.push(typedValue(column, v, filter));
    return `$${params.length}::${type}`;
  };
  let sql: string;
  switch (op) {
    case 'like':
    case 'ilike':
      if (type !== 'text') throw badRequest('42883', `operator ${op} applies to text fields; ${column} is not text (filter ${filter})`);
      params.push(value.replaceAll('*', '%'));
      sql = `${column} ${op === 'like' ? 'like' : 'ilike'} $${params.length}`;
      break;
    case 'in': {
      const items = parseList(value, filter);
      sql = items.length === 0 ? 'false' : `${column} in (${items.map(param).join(', ')})`;
      break;
    }
    case 'is': {
      const v = value.toLowerCase();
      if (v === 'null' || v === 'unknown') sql = `${column} is null`;
      else if (v === 'not_null') sql = `${column} is not null`;
      else throw badRequest('PGRST100', `failed to parse filter ${filter}: is. takes null or not_null (${column} is not a boolean)`);
      break;
    }
    default:
      sql = `${column} ${SQL_OPERATOR[op]} ${param(value)}`;
  }
  return negate ? `not (${sql})` : sql;
}

function parseOrder(raw: string | undefined): string {
  const terms: string[] = [];
  const seen = new Set<string>();
  if (raw !== undefined && raw.trim() !== '') {
    for (const part of raw.split(',')) {
      const [name = '', ...modifiers] = part.trim().split('.');
      if (!isColumn(name)) throw unknownColumn(name);
      let direction = 'asc';
      let nulls = '';
      for (const m of modifiers) {
        if (m === 'asc' || m === 'desc') direction = m;
        else if (m === 'nullsfirst') nulls = ' nulls first';
        else if (m === 'nullslast') nulls = ' nulls last';
        else {
          throw badRequest('PGRST100', `failed to parse order (${part}): "${m}" is not asc, desc, nullsfirst or nullslast`,
            'Example: order=uplift_percent.desc.nullslast');
        }
      }
      terms.push(`${name} ${direction}${nulls}`);
      seen.add(name);
    }
  }
  if (!seen.has('id')) terms.push('id asc'); // a stable order makes pages line up
  return `order by ${terms.join(', ')}`;
}

function parseNonNegativeInt(name: string, raw: string, max: number): number {
  if (!/^\d+$/.test(raw.trim())) throw badRequest('PGRST100', `${name} must be an integer between 0 and ${max} (got "${raw}")`);
  const n = Number(raw);
  if (n > max) throw badRequest('PGRST100', `${name} must be an integer between 0 and ${max} (got ${n})`);
  return n;
}

function parseRange(header: string | undefined): { offset: number; limit: number } | null {
  if (!header) return null;
  const m = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(header.trim());
  if (!m) {
    throw new ApiError(416, 'PGRST103', `Requested range not satisfiable: "${header}" is not of the form 0-9`,
      null, 'Send a Range header such as "0-9" for the first ten rows.');
  }
  const from = Number(m[1]);
  const to = m[2] === '' ? Infinity : Number(m[2]);
  if (to < from) throw new ApiError(416, 'PGRST103', `Requested range not satisfiable: ${header} ends before it starts`);
  return { offset: from, limit: to === Infinity ? MAX_ROWS : Math.min(MAX_ROWS, to - from + 1) };
}

/** PostgREST's table grammar (the subset the README lists), parsed into parameterised SQL parts. */
export function parseBrowseQuery(
  search: URLSearchParams,
  headers: { range?: string | undefined; prefer?: string | undefined; accept?: string | undefined },
): BrowseQuery {
  const columns = parseSelect(search.get('select') ?? undefined);
  const params: unknown[] = [];
  const clauses: string[] = [];
  for (const [name, expression] of search) {
    if (RESERVED.has(name)) continue;
    if (name === 'or' || name === 'and' || name === 'not') {
      throw badRequest('PGRST100', `${name}=… logical trees are not supported; every filter is combined with AND`);
    }
    if (!isColumn(name)) throw unknownColumn(name);
    clauses.push(filterClause(name, expression, params));
  }
  let limit = MAX_ROWS;
  let offset = 0;
  const range = parseRange(headers.range);
  if (range) ({ limit, offset } = range);
  const rawLimit = search.get('limit');
  if (rawLimit !== null) limit = Math.min(limit, parseNonNegativeInt('limit', rawLimit, MAX_ROWS));
  const rawOffset = search.get('offset');
  if (rawOffset !== null) offset = parseNonNegativeInt('offset', rawOffset, Number.MAX_SAFE_INTEGER);
  const prefer = headers.prefer ?? '';
  return {
    columns,
    where: clauses.length ? `where ${clauses.join(' and ')}` : '',
    orderBy: parseOrder(search.get('order') ?? undefined),
    limit,
    offset,
    params,
    wantCount: /count=(exact|planned|estimated)/.test(prefer),
    singleObject: (headers.accept ?? '').includes('application/vnd.pgrst.object+json'),
  };
}
