import type { IncomingMessage, ServerResponse } from 'node:http';

/** Passes POST and DELETE /session on to the API (true); leaves every other path to the caller (false). */
export function answerSession(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  options: { apiUrl: string },
): boolean;
