import { currentLanguage } from '../i18n/i18n';
import type { ExclusionFacts, LimitFacts, Problem } from './types';

export type FieldError = { name: string; code: string; detail?: string };

/** Any answer that is not 2xx, or no answer at all (status 0, code 'network'). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[];
  /** Seconds to wait before trying again (rate_limited's Retry-After). */
  readonly retryAfter: number | undefined;
  /** self_excluded: the time-out or self-exclusion in force (its end). */
  readonly exclusion: ExclusionFacts | undefined;
  /** limit_exceeded: the limit a deposit or a game would pass, and what remains of it. */
  readonly limit: LimitFacts | undefined;

  constructor(status: number, code: string, message: string, fields: FieldError[] = [], retryAfter?: number, problem: Partial<Problem> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfter = retryAfter;
    this.exclusion = problem.exclusion;
    this.limit = problem.limit;
  }
}

type ProblemListener = (error: ApiError) => void;
const listeners = new Set<ProblemListener>();

/** Hears every ApiError (maintenance, region_restricted, login_required ...) once, app-wide. */
export function onApiError(listener: ProblemListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type Query = Record<string, string | number | undefined | null>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function toError(response: Response): Promise<ApiError> {
  let problem: Partial<Problem> = {};
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      problem = (await response.json()) as Partial<Problem>;
    } catch {
      problem = {};
    }
  }
  return new ApiError(
    response.status,
    typeof problem.code === 'string' ? problem.code : `http_${response.status}`,
    problem.detail ?? problem.title ?? response.statusText,
    Array.isArray(problem.fields) ? problem.fields : [],
    Number(response.headers.get('retry-after')) || undefined,
    problem,
  );
}

type FirstRequests = { language: string; requests: Record<string, Promise<Response> | undefined> };

/**
 * The answer to GET `path` (with its query) that index.html's first requests
 * (build/first-requests.js) started with the page, once, when it was asked in the same language.
 */
function takeFirstRequest(path: string, language: string): Promise<Response> | undefined {
  const first = (window as { __firstRequests?: FirstRequests }).__firstRequests;
  const started = first?.language === language ? first.requests[path] : undefined;
  if (first && started) first.requests[path] = undefined;
  return started;
}

/** When each request still waiting for its answer was sent: the slow-network notice reads it. */
export const pending = new Set<{ at: number }>();

export type RequestOptions = {
  query?: Query;
  body?: unknown;
  /** A money write's Idempotency-Key (api/idempotency.ts: a new one per submission). */
  idempotencyKey?: string;
  /** A multipart body (uploads); the browser writes its Content-Type with the boundary. */
  form?: FormData;
};

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  if (method !== 'GET' && method !== 'HEAD') headers['X-CSRF'] = '1';
  if (options.idempotencyKey !== undefined) headers['Idempotency-Key'] = options.idempotencyKey;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  const started = method === 'GET' ? takeFirstRequest(withQuery(path, options.query), currentLanguage()) : undefined;
  const waiting = { at: Date.now() };
  pending.add(waiting);
  try {
    response = started ? await started : await fetch(withQuery(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
  } catch (cause) {
    const error = new ApiError(0, 'network', cause instanceof Error ? cause.message : 'network error');
    listeners.forEach((l) => l(error));
    throw error;
  } finally {
    pending.delete(waiting);
  }
  if (!response.ok) {
    const error = await toError(response);
    listeners.forEach((l) => l(error));
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export function apiGet<T>(path: string, query?: Query): Promise<T> {
  return request<T>('GET', path, { query });
}
