// The API reads of one render: each path is read once however often the page asks for it (the
// signed-in pages name GET /me for the viewer and again for the nav), and every answer is noted
// with its ETag, so an anonymous page can be kept with what it was drawn from (page-cache.ts).
import type { ServerRead } from '@carmarket/shared-ui';
import type { Validator } from './page-cache';

/** An API answer with its ETag (null when the API sent none). */
export interface TaggedRead extends ServerRead {
  etag: string | null;
}

/** GET `path`; with `ifNoneMatch`, a 304 (no body) when the API's data has that ETag still. */
export type ApiGet = (path: string, ifNoneMatch?: string) => Promise<TaggedRead>;

export class PageReads {
  private readonly answers = new Map<string, Promise<TaggedRead>>();

  constructor(private readonly get: ApiGet) {}

  /** The answer for `path`, read at most once in this render. */
  read = (path: string): Promise<ServerRead> => {
    let answer = this.answers.get(path);
    if (!answer) {
      answer = this.get(path);
      this.answers.set(path, answer);
    }
    return answer;
  };

  /**
   * Asks the API whether each answer a kept page was drawn from still holds: true when all do (304).
   * The answers that changed are kept for the render that follows, which then reads only the others.
   */
  async unchanged(validators: Validator[]): Promise<boolean> {
    const answers = await Promise.all(validators.map(({ path, etag }) => this.get(path, etag)));
    answers.forEach((answer, i) => {
      if (answer.status !== 304) this.answers.set(validators[i].path, Promise.resolve(answer));
    });
    return answers.every((answer) => answer.status === 304);
  }

  /** What the page was drawn from, or null when an answer cannot be revalidated (no ETag, not a 200). */
  async validators(): Promise<Validator[] | null> {
    const validators: Validator[] = [];
    for (const [path, pending] of this.answers) {
      const answer = await pending.catch(() => null);
      if (!answer || answer.status !== 200 || !answer.etag) return null;
      validators.push({ path, etag: answer.etag });
    }
    return validators;
  }
}
