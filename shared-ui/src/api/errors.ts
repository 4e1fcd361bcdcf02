import type { ApiErrorBody } from '../api-types';

/** A failed API call: HTTP status (0 when the server could not be reached), the API's message and field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** Validation messages by field name, from the API's `fields`. */
    readonly fieldErrors: Readonly<Record<string, string[]>> = {},
    /** Each message of the API on its own (`message` joins them). */
    readonly messages: readonly string[] = [message],
  ) {
    super(message);
  }

  /** 4xx: the request itself is wrong; repeating it cannot help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** `fields` is not part of the API's document: this API names the field in each message instead. */
type ErrorBodyWithFields = ApiErrorBody & { fields?: Record<string, string[]> };

function isErrorBody(body: unknown): body is ErrorBodyWithFields {
  return typeof body === 'object' && body !== null && 'message' in body;
}

/** Builds the ApiError for a non-2xx response from its JSON body, or from the status when it has none. */
export async function apiErrorFromResponse(res: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // not JSON (a proxy's HTML page, an empty body): fall back to the status text
  }
  if (isErrorBody(body)) {
    const messages = (Array.isArray(body.message) ? body.message : [body.message]).map(String).filter(Boolean);
    const message = messages.join('. ') || res.statusText;
    return new ApiError(res.status, message, body.fields ?? {}, messages.length ? messages : [message]);
  }
  return new ApiError(
    res.status,
    res.statusText ? `${res.status} ${res.statusText}` : `Request failed (HTTP ${res.status})`,
  );
}

export interface FieldMessages<F extends string> {
  /** The first message about each field. */
  byField: Partial<Record<F, string>>;
  /** Messages that name none of the fields (show them as a toast). */
  other: string[];
}

/**
 * Sorts a 400's messages by the form field they concern: the API's `fields` when it sends them,
 * otherwise the field each message starts with (validation messages lead with the field name,
 * e.g. 'sale_price must be a positive number').
 */
export function fieldMessages<F extends string>(error: ApiError, fields: readonly F[]): FieldMessages<F> {
  const byField: Partial<Record<F, string>> = {};
  const other: string[] = [];
  for (const field of fields) {
    const first = error.fieldErrors[field]?.[0];
    if (first) byField[field] = first;
  }
  const attributed = new Set(Object.values(error.fieldErrors).flat());
  for (const message of error.messages) {
    if (attributed.has(message)) continue;
    const field = fields.find((f) => message === f || message.startsWith(`${f} `));
    if (field === undefined) other.push(message);
    else byField[field] ??= message;
  }
  return { byField, other };
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
