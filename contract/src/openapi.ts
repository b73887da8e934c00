import { z } from 'zod/mini';
import { declaredStatuses, hasBody, queryFieldsOf, type CallSchema } from './call.js';
import { API_BASE, problemContentType } from './http.js';
import { problemSchema } from './problem.js';

type JsonSchema = Record<string, unknown>;

/** An OpenAPI 3.1 document: its schemas are JSON Schema 2020-12, which zod writes directly. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

const statusNames: Record<number, string> = {
  400: 'The request is invalid; the detail names the field',
  401: 'No valid bearer token',
  403: 'The resource belongs to another customer',
  404: 'No such resource',
  409: 'Conflict with the current state',
  413: 'The request body is too large',
  429: 'Too many requests; Retry-After says when to try again',
  500: 'The server failed',
  503: 'The server is busy; Retry-After says when to try again',
};

function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return rest;
}

/** The `{name}` parameters of a call's path. */
const pathNamesOf = (call: CallSchema) => new Set([...call.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''));

/**
 * The call's parameters in its address: every request field of a GET or DELETE; the path's and the declared query
 * fields (CallSchema.query) of a body call. `/private/tips/{guid}` stays as written: OpenAPI and the contract share the
 * `{name}` form of path parameters.
 */
function addressParameters(call: CallSchema): JsonSchema[] {
  const schema = jsonSchema(call.request, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const pathNames = pathNamesOf(call);
  const inAddress = (name: string) => !hasBody(call) || pathNames.has(name) || queryFieldsOf(call).includes(name);
  return Object.entries(properties)
    .filter(([name]) => inAddress(name))
    .map(([name, property]) => ({
      name,
      in: pathNames.has(name) ? 'path' : 'query',
      required: pathNames.has(name) || required.has(name),
      schema: property,
    }));
}

function operation(id: string, call: CallSchema): JsonSchema {
  const responses: Record<string, JsonSchema> = {
    200: call.file
      ? {
          description: 'The file, named by the Content-Disposition header',
          headers: { 'Content-Disposition': { schema: { type: 'string' } } },
          content: { [call.file.contentType]: { schema: { type: 'string', contentMediaType: call.file.contentType } } },
        }
      : { description: 'Success', content: { 'application/json': { schema: jsonSchema(call.response, 'output') } } },
  };
  for (const status of declaredStatuses(call)) {
    responses[status] = {
      description: statusNames[status] ?? 'Error',
      content: { [problemContentType]: { schema: { $ref: '#/components/schemas/Problem' } } },
    };
  }
  return {
    operationId: id,
    summary: call.summary,
    ...(call.auth === 'customer' ? { security: [{ bearer: [] }] } : { security: [] }),
    parameters: addressParameters(call),
    ...(hasBody(call)
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: bodySchemaOf(call) } },
          },
        }
      : {}),
    responses,
  };
}

/** A body call's JSON body: its request without the fields its address carries (path and declared query). */
function bodySchemaOf(call: CallSchema): JsonSchema {
  const schema = jsonSchema(call.request, 'input');
  const names = new Set([...pathNamesOf(call), ...queryFieldsOf(call)]);
  if (names.size === 0 || typeof schema.properties !== 'object' || schema.properties === null) return schema;
  const properties = Object.fromEntries(Object.entries(schema.properties).filter(([name]) => !names.has(name)));
  const required = ((schema.required ?? []) as string[]).filter((name) => !names.has(name));
  return { ...schema, properties, ...(schema.required ? { required } : {}) };
}

/** The OpenAPI 3.1 document of a set of calls, generated from the same zod schemas the portal and server use. */
export function openApiDocument(calls: Record<string, CallSchema>, version = '1.0.0'): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [id, call] of Object.entries(calls)) {
    const path = (paths[call.path] ??= {});
    path[call.method.toLowerCase()] = operation(id, call);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Harakeke retailer API',
      version,
      description:
        'The reference retailer API behind the customer portal. Every call sends X-Brand-Id, X-Device-Id and no-cache headers; private calls a bearer access token from the identity provider at /idp.',
    },
    servers: [{ url: API_BASE }],
    paths,
    components: {
      schemas: { Problem: jsonSchema(problemSchema, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Access token from /idp/token' } },
    },
  };
}
