import { describe, expect, it } from 'vitest';
import { calls } from './index.js';
import { openApiDocument } from './openapi.js';

describe('openApiDocument', () => {
  const document = openApiDocument(calls);

  it('lists every call of the contract under its method and path', () => {
    for (const [id, call] of Object.entries(calls)) {
      const operation = document.paths[call.path]?.[call.method.toLowerCase()];
      expect(operation, `${call.method} ${call.path}`).toMatchObject({ operationId: id, summary: call.summary });
    }
  });

  it('marks private calls as needing the bearer token and public ones as open', () => {
    expect(document.paths['/private/billing/accounts']?.get).toMatchObject({ security: [{ bearer: [] }] });
    expect(document.paths['/public/outage']?.get).toMatchObject({ security: [] });
  });

  it('describes each documented error as a problem+json answer', () => {
    const responses = document.paths['/private/billing/accounts']?.get?.responses as Record<string, unknown>;
    expect(responses['401']).toMatchObject({
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    });
    expect(document.components.schemas.Problem).toMatchObject({ type: 'object', required: ['type'] });
  });

  it('writes answers as JSON Schema objects', () => {
    const answer = document.paths['/public/outage']?.get?.responses as Record<string, { content: unknown }>;
    expect(answer['200']?.content).toMatchObject({
      'application/json': { schema: { type: 'object', properties: { isOn: { type: 'boolean' } } } },
    });
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });
});
