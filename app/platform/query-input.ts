// The query of a GET resource route, read through the one zod schema of its operation. The schema
// names every parameter; the URL may still hold a parameter it does not know or one given twice,
// which `Object.fromEntries` would hide, so those are problems too.
import type {z} from 'zod';

export interface QueryProblem {
  code: string;
  message: string;
}

export type QueryResult<T> = {ok: true; value: T} | {ok: false; problem: QueryProblem};

/** What a parameter's problems are called: `missing` when it is absent or empty (`invalid` stands in when absent), `invalid` otherwise. */
export type ParameterCodes<K extends PropertyKey> = {[P in K]: {missing?: string; invalid: string}};

type QuerySchema = z.ZodObject<Record<string, z.ZodType<unknown, string | undefined>>>;

export function parseQuery<S extends QuerySchema>(url: URL, schema: S, codes: ParameterCodes<keyof S['shape']>): QueryResult<z.output<S>> {
  const known = Object.keys(schema.shape);
  const keys = [...url.searchParams.keys()];
  const unexpected = [...new Set(keys.filter((key) => !known.includes(key)))];
  if (unexpected.length > 0) {
    return {ok: false, problem: {code: 'UNEXPECTED_PARAMETER', message: `Unexpected query parameter: ${unexpected.join(', ')}.`}};
  }
  const repeated = known.find((key) => url.searchParams.getAll(key).length > 1);
  if (repeated !== undefined) return {ok: false, problem: {code: codes[repeated]!.invalid, message: `Give ${repeated} once.`}};

  const parsed = schema.safeParse(Object.fromEntries(url.searchParams));
  if (parsed.success) return {ok: true, value: parsed.data};
  const issue = parsed.error.issues[0]!;
  const key = String(issue.path[0]);
  const named = codes[key]!;
  const value = url.searchParams.get(key);
  if (value === null || (value === '' && named.missing)) {
    return {ok: false, problem: {code: named.missing ?? named.invalid, message: `The query parameter ${key} is required.`}};
  }
  return {ok: false, problem: {code: named.invalid, message: issue.message}};
}
