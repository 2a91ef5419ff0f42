/**
 * Who may EXECUTE each function of the `public` schema once the migrations have run, read from
 * their SQL text the way Postgres applies it: a new function is executable by PUBLIC; `grant` and
 * `revoke` on it add and remove roles in file order; `drop function` forgets it; `create or
 * replace` of an existing function keeps its grants. Bodies ($$…$$) and comments are skipped.
 */
export interface MigratedFunction {
  name: string;
  /** Input argument names, in order. */
  args: string[];
  returnsTrigger: boolean;
  grantees: Set<string>;
}

function stripBodiesAndComments(sql: string): string {
  return sql.replace(/\$(\w*)\$[\s\S]*?\$\1\$/g, "''").replace(/--[^\n]*/g, '');
}

/** Splits at commas outside parentheses. */
function topLevelParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/** The text inside the parenthesis that opens at `open`. */
function parenthesised(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error(`Unbalanced parenthesis in: ${text.slice(open, open + 80)}`);
}

const functionNames = (list: string) =>
  topLevelParts(list).map((f) => {
    const match = /^public\.(\w+)/i.exec(f);
    if (!match) throw new Error(`Cannot read the function in "${f}"`);
    return match[1]!.toLowerCase();
  });
const roles = (list: string) => list.split(',').map((r) => r.trim().toLowerCase()).filter(Boolean);

export function functionGrants(migrations: string[]): Map<string, MigratedFunction> {
  const functions = new Map<string, MigratedFunction>();
  for (const file of migrations) {
    for (const statement of stripBodiesAndComments(file).split(';').map((s) => s.trim().replace(/\s+/g, ' '))) {
      if (/\b(alter default privileges|on all functions|on all routines)\b/i.test(statement)) {
        throw new Error(`This reader does not model: "${statement.slice(0, 120)}"`);
      }
      const create = /^create (or replace )?function public\.(\w+)\s*\(/i.exec(statement);
      if (create) {
        const name = create[2]!.toLowerCase();
        const params = parenthesised(statement, create[0].length - 1);
        const args = topLevelParts(params)
          .map((p) => p.split(' '))
          .filter((words) => !/^(out|table)$/i.test(words[0]!))
          .map((words) => (/^(in|inout|variadic)$/i.test(words[0]!) ? words[1]! : words[0]!).toLowerCase());
        const after = statement.slice(create[0].length + params.length);
        const existing = functions.get(name);
        functions.set(name, {
          name,
          args,
          returnsTrigger: /\breturns trigger\b/i.test(after),
          grantees: existing?.grantees ?? new Set(['public']),
        });
        continue;
      }
      const drop = /^drop function (if exists )?(.+)$/i.exec(statement);
      if (drop) {
        for (const name of functionNames(drop[2]!)) functions.delete(name);
        continue;
      }
      const grant = /^grant (execute|all|all privileges) on function (.+) to (.+)$/i.exec(statement);
      const revoke = /^revoke (execute|all|all privileges) on function (.+) from (.+)$/i.exec(statement);
      const change = grant ?? revoke;
      if (!change) continue;
      for (const name of functionNames(change[2]!)) {
        const fn = functions.get(name);
        if (!fn) throw new Error(`${grant ? 'grant' : 'revoke'} on public.${name} before it is created`);
        for (const role of roles(change[3]!)) {
          if (grant) fn.grantees.add(role);
          else fn.grantees.delete(role);
        }
      }
    }
  }
  return functions;
}

/** Whether the anon role may call it: granted to anon itself or to PUBLIC. */
export const anonMayExecute = (fn: MigratedFunction) => fn.grantees.has('anon') || fn.grantees.has('public');
