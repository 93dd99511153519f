import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

export type ResponseCheck = 'off' | 'log' | 'throw';

/** The default: always in tests, every response in development, never in production (it costs a parse a response). */
export const defaultResponseCheck = (env: NodeJS.ProcessEnv): ResponseCheck =>
  env.VITEST ? 'throw' : env.NODE_ENV === 'development' ? 'log' : 'off';

/**
 * Bodies written by hand (the lists and the question page leave as PostgreSQL and the presenters built them, see
 * `presented` in features/posts/routes.ts) skip the zod serializer. Here each one is decoded with its contract schema
 * and encoded again: the bytes must be the same, so a missing, extra, renamed or reordered member, or a wrong type,
 * is a drift between the SQL and the contract. Routes that go through the zod serializer are checked by it already.
 */
export function registerResponseContract(app: FastifyInstance, mode: ResponseCheck) {
  if (mode === 'off') return;
  const checked = new WeakSet<object>();
  app.addHook('onRoute', (route) => {
    if (route.serializerCompiler && route.schema?.response) checked.add(route.schema.response as object);
  });
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const responses = req.routeOptions.schema?.response as Record<string, z.ZodType> | undefined;
    if (!responses || !checked.has(responses) || typeof payload !== 'string') return payload;
    const schema = responses[String(reply.statusCode)];
    const kept = reply.getHeader('x-public-cache');
    if (!schema || (kept && kept !== 'miss')) return payload; // a kept body was checked when it was built
    const drift = contractDrift(schema, payload);
    if (!drift) return payload;
    const where = `${req.method} ${req.routeOptions.url} ${reply.statusCode}`;
    if (mode === 'throw') throw new Error(`response does not match its contract (${where}): ${drift}`);
    req.log.error({ route: where, drift }, 'response does not match its contract');
    return payload;
  });
}

/** Why `body` is not what `schema` would encode, or null when it is exactly that. */
export function contractDrift(schema: z.ZodType, body: string): string | null {
  const parsed = schema.safeParse(JSON.parse(body));
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
  const again = JSON.stringify(schema.encode(parsed.data));
  if (again === body) return null;
  let i = 0;
  while (i < body.length && body[i] === again[i]) i += 1;
  return `bytes differ from the contract's encoding at ${i}: ${JSON.stringify(body.slice(Math.max(0, i - 40), i + 40))}`;
}
