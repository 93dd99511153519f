import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exampleOf, type Schema } from './examples';
import { operationIdFor } from './operation-ids';
import { errorResponse, errorResponseName, successDescription } from './responses';

/** What a multipart/form-data route reads, for its documentation (lib/multipart.ts reads the body itself). */
export interface MultipartDoc {
  /** The text fields, as the route validates them. */
  fields?: z.ZodObject;
  /** The file fields: accepted types and largest size. */
  files: Record<string, { types: Iterable<string>; maxBytes: number; required?: boolean }>;
}

declare module 'fastify' {
  interface FastifySchema {
    /** Documents a multipart/form-data body (the document's requestBody); validation stays in the handler. */
    multipart?: MultipartDoc;
    /** Content types of a file answer (the success response is then a binary file). */
    produces?: readonly string[];
  }
}

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, Schema>; responses?: Record<string, unknown>; securitySchemes?: unknown };
};
type Media = { schema?: Schema; example?: unknown };
type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { description?: string; content?: Record<string, Media>; $ref?: string }>;
};

const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const JSON_TYPE = 'application/json';

/**
 * The OpenAPI 3.1 document at /api/docs/json, built from the routes' zod schemas. Route schemas declare what is
 * particular to them (tags, summary, params, body, responses, a multipart body, a file answer); everything shared is
 * derived here so that it is the same on every route: security from the route's authentication hooks, the error
 * answers each route can give, operationIds (operation-ids.ts) and examples (examples.ts).
 */
export async function registerOpenApi(app: FastifyInstance) {
  const zodTransform = createJsonSchemaTransform({ skipList: [] });
  const zodComponents = createJsonSchemaTransformObject({});
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Prétoire API',
        version: '1.0.0',
        description:
          'Forum juridique francophone. Errors are `{ code, message, reason? }`: `code` is stable and machine-readable ' +
          '(the error catalogue), `message` is French text for people.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'This server' }],
      tags: [
        { name: 'health', description: 'Liveness and dependencies' },
        { name: 'auth', description: 'Sign-up, sign-in, session, account' },
        { name: 'otp', description: 'One-time codes sent by e-mail' },
        { name: 'categories', description: 'Categories of law' },
        { name: 'posts', description: 'Questions and their answers' },
        { name: 'rewards', description: 'Lawyers\u2019 credits, milestones and activity' },
        { name: 'notifications', description: 'The signed-in user\u2019s notifications' },
        { name: 'admin', description: 'Back office (administrators)' },
        { name: 'users', description: 'Lawyer directory and the caller\u2019s profile' },
        { name: 'ads', description: 'Advertisements' },
      ],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) => {
      const out = zodTransform(input);
      if (!out.schema || (out.schema as { hide?: boolean }).hide) return out;
      return { ...out, schema: describeRoute(app, input.route, input.schema, out.schema as Record<string, unknown>) };
    },
    transformObject: (input) => finishDocument(zodComponents(input) as unknown as Doc) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/** Per route: security from its hooks, its multipart body and file answer. */
function describeRoute(app: FastifyInstance, route: RouteOptions, source: RouteOptions['schema'], schema: Record<string, unknown>) {
  const s = { ...schema };
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat(2).filter(Boolean);
  if (hooks.includes(app.authenticate)) s.security = [{ bearer: [] }];
  else if (hooks.includes(app.optionalAuth)) s.security = [{}, { bearer: [] }];
  else s.security = [];
  delete s.multipart;
  if (source?.multipart) {
    s.body = multipartBody(source.multipart);
    s.consumes = ['multipart/form-data'];
  }
  return s;
}

function multipartBody({ fields, files }: MultipartDoc): Schema {
  const json = (fields ? z.toJSONSchema(fields, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) : {}) as Schema & {
    $schema?: string;
  };
  delete json.$schema;
  const properties: Record<string, Schema> = { ...json.properties };
  const required = [...(json.required ?? [])];
  for (const [name, f] of Object.entries(files)) {
    const types = [...f.types].join(', ');
    properties[name] = { type: 'string', format: 'binary', description: `${types}; ${f.maxBytes / 1024 / 1024} MB at most` } as Schema;
    if (f.required) required.push(name);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** Whole document: operationIds, the error answers, examples, and only the components in use. */
function finishDocument(doc: Doc): Doc {
  const used = new Set<number>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      op.operationId = operationIdFor(method, path);
      for (const status of errorStatuses(method, path, op)) {
        op.responses[status] = { $ref: `#/components/responses/${errorResponseName(status)}` };
        used.add(status);
      }
      for (const [status, res] of Object.entries(op.responses)) {
        if (res.$ref) continue;
        res.description = successDescription(status);
        for (const [type, media] of Object.entries(res.content ?? {})) {
          // A file answer (the route's `produces`): its bytes, not JSON; swagger shares one media object between types.
          if (type !== JSON_TYPE && res.content) res.content[type] = { schema: { type: 'string', format: 'binary' } };
          else addExample(media, doc);
        }
      }
      for (const media of Object.values(op.requestBody?.content ?? {})) addExample(media, doc);
    }
  }
  const responses: Record<string, unknown> = {};
  for (const status of [...used].sort()) responses[errorResponseName(status)] = errorResponse(status);
  doc.components.responses = responses;
  doc.components.schemas = usedSchemas(doc);
  return doc;
}

/** Every error status the route can answer: those it declares, and those that follow from its shape. */
function errorStatuses(method: string, path: string, op: Operation): number[] {
  const out = new Set(
    Object.keys(op.responses)
      .map(Number)
      .filter((s) => s >= 400),
  );
  out.add(400); // validation; a NUL character in any query parameter is refused on every route (plugins/security.ts)
  const signedIn = op.security?.some((r) => Object.keys(r).length > 0);
  const anonymousToo = op.security?.some((r) => Object.keys(r).length === 0);
  if (signedIn) out.add(401);
  if (signedIn && !anonymousToo) out.add(403);
  if (path.includes('{')) out.add(404);
  if (BODY_METHODS.has(method)) {
    out.add(413);
    out.add(415);
  }
  out.add(500);
  out.add(503);
  return [...out].sort();
}

function addExample(media: Media, doc: Doc) {
  if (media.example !== undefined) return;
  const example = exampleOf(media.schema, doc.components.schemas ?? {});
  if (example !== undefined) media.example = example;
}

/** The component schemas reachable from the paths and the shared responses (zod registers input and output twins). */
function usedSchemas(doc: Doc): Record<string, Schema> {
  const all = doc.components.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) {
          const name = v.slice('#/components/schemas/'.length);
          if (!used.has(name)) {
            used.add(name);
            visit(all[name]);
          }
        } else visit(v);
      }
    }
  };
  visit(doc.paths);
  visit(doc.components.responses);
  return Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name)));
}
