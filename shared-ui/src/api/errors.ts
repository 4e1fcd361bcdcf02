import type { ApiErrorBody } from '../api-types';

/** A failed API call: HTTP status (0 when the server could not be reached), the API's message and field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** Validation messages by field name, from the API's `fields`. */
    readonly fieldErrors: Readonly<Record<string, string[]>> = {},
  ) {
    super(message);
  }

  /** 4xx: the request itself is wrong; repeating it cannot help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

function isErrorBody(body: unknown): body is ApiErrorBody {
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
    const message = Array.isArray(body.message) ? body.message.join('. ') : String(body.message);
    return new ApiError(res.status, message || res.statusText, body.fields ?? {});
  }
  return new ApiError(res.status, res.statusText ? `${res.status} ${res.statusText}` : `Request failed (HTTP ${res.status})`);
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
