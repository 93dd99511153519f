import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractDrift, registerResponseContract } from './response-contract';

const item = z.object({ id: z.string(), title: z.string(), replyCount: z.number() });
const page = z.object({ posts: z.array(item), total: z.number() });
const asBuilt = () => (data: unknown) => JSON.stringify(data);

async function appSending(body: unknown) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerResponseContract(app, 'throw');
  app.get('/list', { schema: { response: { 200: page } }, serializerCompiler: asBuilt }, async () => body as never);
  app.get('/raw', { schema: { response: { 200: page } }, serializerCompiler: asBuilt }, async (_req, reply) =>
    reply.type('application/json').send(JSON.stringify(body) as never),
  );
  await app.ready();
  return app;
}

describe('hand-written JSON against its contract', () => {
  it('lets a body through that is exactly what the schema encodes', async () => {
    const app = await appSending({ posts: [{ id: 'a', title: 'T', replyCount: 2 }], total: 1 });
    expect((await app.inject('/list')).statusCode).toBe(200);
    expect((await app.inject('/raw')).statusCode).toBe(200);
  });

  it('fails a missing, extra, reordered or mistyped member', async () => {
    const drifts = [
      { posts: [{ id: 'a', title: 'T' }], total: 1 },
      { posts: [{ id: 'a', title: 'T', replyCount: 2, email: 'x@y.z' }], total: 1 },
      { posts: [{ title: 'T', id: 'a', replyCount: 2 }], total: 1 },
      { posts: [{ id: 'a', title: 'T', replyCount: '2' }], total: 1 },
    ];
    for (const body of drifts) {
      const app = await appSending(body);
      expect((await app.inject('/list')).statusCode, JSON.stringify(body)).toBe(500);
      expect((await app.inject('/raw')).statusCode, JSON.stringify(body)).toBe(500);
    }
  });

  it('names where the bytes part', () => {
    expect(contractDrift(page, '{"posts":[],"total":1,"extra":true}')).toMatch(/bytes differ .* at 21:/);
    expect(contractDrift(page, '{"posts":[]}')).toMatch(/^total: /);
  });
});
