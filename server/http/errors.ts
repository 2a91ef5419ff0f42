/** PostgREST's error body; every error of the service has at least `message`. */
export interface ErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 406 | 413 | 415 | 416 | 429 | 500 | 502 | 503;

/** An error a client can meet, with the status and body it is answered with. */
export class ApiError extends Error {
  readonly body: ErrorBody;
  constructor(
    readonly status: ErrorStatus,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
  ) {
    super(message);
    this.body = { code, message, details, hint };
  }
}

export const badRequest = (code: string, message: string, hint: string | null = null, details: string | null = null) =>
  new ApiError(400, code, message, details, hint);

/** The fields of a Postgres error that its answer uses, those that are strings. */
export interface DatabaseErrorFields {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

/** Reads them from any thrown value (PGlite's errors, the prepared statement's, a search worker's copy). */
export function databaseErrorFields(error: unknown): DatabaseErrorFields {
  const e = (error ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return { code: text(e.code), message: text(e.message), detail: text(e.detail), hint: text(e.hint) };
}

/**
 * Maps a Postgres error to PostgREST's status and shape: data and argument errors (class 22,
 * raise with 22023) are 400, permission errors 401, unknown objects 404; anything else is a
 * 500 without internals.
 */
export function fromDatabaseError(error: unknown): ApiError {
  const e = databaseErrorFields(error);
  const code = e.code ?? '';
  const message = e.message ?? 'Database error';
  const details = e.detail ?? null;
  const hint = e.hint ?? null;
  if (code.startsWith('22') || code === 'P0001') return new ApiError(400, code, message, details, hint);
  if (code === '42501') return new ApiError(401, code, message, details, hint);
  if (code === '42P01' || code === '42883') return new ApiError(404, code, message, details, hint);
  if (code === '57014') return new ApiError(503, code, 'The query took too long and was cancelled', null, 'Narrow the query.');
  return new ApiError(500, 'PGRST000', 'The service failed to answer this request', null, 'Try again; if it persists, check the server log.');
}
