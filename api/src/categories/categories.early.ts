// GET /categories answered in Fastify's onRequest stage, after the CORS, helmet, request-id and
// rate-limit hooks (so the answer carries their headers and counts against the limit like any
// other), without Nest's router, guards and pipes: the list is public and in memory, so the rest
// of the pipeline would only add cost. Callback style: while the in-memory copy is recent
// (CategoriesService.current()) there is no promise either. CategoriesController stays the
// documented route and categoriesAnswer the answer's one home, for anything this does not take
// (HEAD, a query string).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { categoriesAnswer } from './categories.controller';
import type { CategoriesService } from './categories.service';

export function serveCategoriesEarly(categories: CategoriesService) {
  const plugin = async (fastify: FastifyInstance) => {
    fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      if (request.method !== 'GET' || request.url !== '/categories') return done();
      const list = categories.current();
      if (list) {
        reply.send(categoriesAnswer(list, request, reply));
        return;
      }
      categories
        .list()
        .then((loaded) => void reply.send(categoriesAnswer(loaded, request, reply)))
        .catch(done);
    });
  };
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
