// The single exception filter: every error leaves the API as { statusCode, error, message }.
// Client mistakes become 4xx with a message; an unreachable dependency 503 with Retry-After;
// anything unexpected is logged and becomes a bare 500.
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Error as MongooseError } from 'mongoose';
import { errorBody, type ErrorBody } from '../http/error-body';
import { isDuplicateKeyError } from '../mongo/duplicate-key';
import { RETRY_AFTER_SECONDS, unavailableMessage } from './unavailable';

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toBody(exception);
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE)
      this.logger.warn(exception instanceof Error ? exception.message : exception);
    else if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : exception);
    if (response.sent) return;
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE)
      void response.header('Retry-After', String(RETRY_AFTER_SECONDS));
    void response.status(body.statusCode).send(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      const message =
        typeof payload === 'object' && payload !== null && 'message' in payload
          ? (payload as { message: string | string[] }).message
          : exception.message;
      return errorBody(status, status === HttpStatus.INTERNAL_SERVER_ERROR ? 'Internal server error' : message);
    }
    if (exception instanceof MongooseError.CastError) {
      return errorBody(HttpStatus.BAD_REQUEST, `Invalid value for ${exception.path}`);
    }
    if (exception instanceof MongooseError.ValidationError) {
      return errorBody(
        HttpStatus.BAD_REQUEST,
        Object.values(exception.errors).map((e) => e.message),
      );
    }
    const unavailable = unavailableMessage(exception);
    if (unavailable) return errorBody(HttpStatus.SERVICE_UNAVAILABLE, unavailable);
    if (isDuplicateKeyError(exception)) {
      const fields = Object.keys(exception.keyValue ?? exception.keyPattern ?? {});
      return errorBody(
        HttpStatus.CONFLICT,
        fields.length ? `Duplicate value for ${fields.join(', ')}` : 'Duplicate value',
      );
    }
    const status = (exception as { statusCode?: unknown } | null)?.statusCode;
    // What Fastify and its plugins refuse before a route runs (bad headers, ranges...) stays the client's 4xx.
    if (exception instanceof Error && typeof status === 'number' && status >= 400 && status < 500) {
      return errorBody(status, exception.message);
    }
    return errorBody(HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error');
  }
}
