// GET /categories answered in Fastify's onRequest stage, after the CORS, helmet and rate-limit
// hooks, without Nest's router, guards and pipes: the list is public and in memory, so the rest of
// the pipeline would only add cost. CategoriesController stays the documented route and the
// answer's one home (categoriesAnswer), for anything this does not take (HEAD, a query string).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { categoriesAnswer } from './categories.controller';
import type { CategoriesService } from './categories.service';

export function serveCategoriesEarly(categories: CategoriesService) {
  const plugin = async (fastify: FastifyInstance) => {
    fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET' || request.url !== '/categories') return;
      const body = await categoriesAnswer(categories, request, reply);
      return reply.send(body);
    });
  };
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
