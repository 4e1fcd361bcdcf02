import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { errorBody } from './error-body';

/** Largest JSON body accepted; bigger ones get 413. */
export const JSON_BODY_LIMIT = '100kb';

const BODY_ERROR_MESSAGES: Record<string, string> = {
  'entity.too.large': `Request body too large (limit ${JSON_BODY_LIMIT})`,
  'entity.parse.failed': 'Malformed JSON in request body',
  'encoding.unsupported': 'Unsupported content encoding',
  'charset.unsupported': 'Unsupported charset',
  'request.aborted': 'Request aborted',
  'request.size.invalid': 'Request size did not match Content-Length',
};

/**
 * JSON bodies only, with a size limit and the raw bytes kept (NestFactory option rawBody) for
 * webhook signature checks. Parser errors happen before Nest's exception filter can see them,
 * so they are answered here in the same { statusCode, error, message } shape.
 */
export function useJsonBodies(app: NestExpressApplication): void {
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    const { status, type } = (err ?? {}) as { status?: number; type?: string };
    if (!status || status < 400 || status >= 500) return next(err);
    res.status(status).json(errorBody(status, BODY_ERROR_MESSAGES[type ?? ''] ?? 'Invalid request body'));
  });
}
