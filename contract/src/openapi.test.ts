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

  it('keeps path parameters in the path, out of the body', () => {
    const review = document.paths['/private/tips/{guid}']?.post as {
      parameters: Array<{ name: string; in: string }>;
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
    };
    expect(review.parameters).toContainEqual(expect.objectContaining({ name: 'guid', in: 'path' }));
    expect(Object.keys(review.requestBody.content['application/json'].schema.properties)).not.toContain('guid');
  });

  it('puts the query fields a body call declares in its query, out of the body', () => {
    const setTag = document.paths['/private/tags']?.post as {
      parameters: Array<{ name: string; in: string; required: boolean }>;
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
    };
    // spec 1 §7: POST /private/tags?tagName={tag}
    expect(setTag.parameters).toEqual([expect.objectContaining({ name: 'tagName', in: 'query', required: true })]);
    expect(setTag.requestBody.content['application/json'].schema.properties).toEqual({});
  });

  it('describes a file answer by its media type', () => {
    const download = document.paths['/private/billing/bills/{billId}/download']?.get?.responses as Record<
      string,
      { content: Record<string, unknown>; headers: Record<string, unknown> }
    >;
    expect(Object.keys(download['200']?.content ?? {})).toEqual(['application/pdf']);
    expect(download['200']?.headers).toHaveProperty('Content-Disposition');
  });

  it('declares the statuses every call answers by construction, besides its own', () => {
    for (const [id, call] of Object.entries(calls)) {
      const responses = document.paths[call.path]?.[call.method.toLowerCase()]?.responses as Record<string, unknown>;
      const declared = Object.keys(responses).map(Number);
      const expected = [200, 400, 429, 503, ...call.errors];
      if (call.auth === 'customer') expected.push(401);
      if (call.path.includes('{')) expected.push(404);
      if (call.method === 'POST' || call.method === 'PUT') expected.push(413);
      expect(declared.sort(), id).toEqual([...new Set(expected)].sort());
    }
  });
});
