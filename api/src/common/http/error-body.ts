import { STATUS_CODES } from 'node:http';

/** The one JSON shape of every error the API sends (shared-ui ApiErrorBody). */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string | string[];
}

export function errorBody(statusCode: number, message: string | string[]): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}
