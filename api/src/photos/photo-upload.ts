// What every photo upload route applies before a byte of the upload is read: the per-account
// upload rate (429, a named rate limit), the seller's storage quota (413, counted with the
// request's declared size), and a scope for the handler's work: a signal that aborts once the
// client goes away (no queue turn or encode is spent on an answer nobody waits for), and the
// holds its photos keep against deletion until the request has attached them to a listing.
import {
  applyDecorators,
  HttpException,
  Injectable,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { catchError, concatMap, Observable } from 'rxjs';
import type { AuthUser } from '../auth/auth-user';
import { RateLimit } from '../common/throttling/rate-limit';
import { PhotosService } from './photos.service';
import { uploadScope, type UploadScope } from './upload-scope';

/** nginx's "client closed request": nobody reads it, but the log says what happened. */
const clientWentAway = () => new HttpException('The upload was cancelled: the client went away', 499);

@Injectable()
export class PhotoUploadInterceptor implements NestInterceptor {
  constructor(private readonly photos: PhotosService) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest & { user?: AuthUser }>();
    const reply = http.getResponse<FastifyReply>();
    if (request.user?.userId)
      await this.photos.assertRoom(request.user.userId, Number(request.headers['content-length']) || 0);
    const gone = new AbortController();
    // 'close' comes once per response: after it is sent, or earlier when the connection drops.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) gone.abort(clientWentAway());
    });
    const scope: UploadScope = { signal: gone.signal, holder: randomUUID(), held: new Set() };
    const release = () => this.photos.release(scope);
    // Subscribed inside the scope, so the handler and everything it awaits sees it.
    return new Observable((subscriber) => uploadScope.run(scope, () => next.handle().subscribe(subscriber))).pipe(
      concatMap(async (value) => {
        await release();
        return value;
      }),
      catchError(async (error: unknown) => {
        await release();
        throw error;
      }),
    );
  }
}

/** For a route that takes photo files (multipart, read in the handler with readMultipart). */
export const PhotoUpload = () => applyDecorators(RateLimit('upload'), UseInterceptors(PhotoUploadInterceptor));
