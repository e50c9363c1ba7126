import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { searchCountSchema, type SearchCount } from '@conexoes/shared/contract';
import { requireScope, type PermissionRequirement } from '../plugins/auth.plugin';
import type { RequestScope } from './scope';
import { countLimiter } from './search-count';

/**
 * `GET …/search/count` of a register (decision 0076): the exact number behind a capped total
 * ("1,000+"), the same search counted whole, on demand, under the per-person limit. The register
 * gives the search's query schema and a count built from the same filters as its search.
 */
export const searchCountRoutes =
  <Q extends z.ZodTypeAny>(spec: {
    querystring: Q;
    count: (scope: RequestScope, query: z.infer<Q>) => Promise<SearchCount>;
    permission: PermissionRequirement;
    tags: string[];
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { querystring, count, permission, tags } = spec;
    app.get(
      '/search/count',
      {
        config: { permission },
        preHandler: countLimiter(app),
        schema: { tags, querystring, response: { 200: searchCountSchema } },
      },
      async (request) => count(requireScope(request), request.query as z.infer<Q>),
    );
  };
