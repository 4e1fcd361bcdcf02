// The upload request being handled, for PhotosService: set by PhotoUploadInterceptor around the
// handler, absent when the seed or a test calls PhotosService directly.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface UploadScope {
  /** Aborts when the client went away before its answer was sent. */
  signal: AbortSignal;
  /** Names this request's holds on photos (see PhotosService.hold). */
  holder: string;
  held: Set<string>;
}

export const uploadScope = new AsyncLocalStorage<UploadScope>();
