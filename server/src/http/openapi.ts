import { API_BASE, calls, openApiDocument } from '@harakeke/contract';
import { Hono } from 'hono';

/** The OpenAPI 3.1 document of every call, generated from the same schemas the routes validate with. */
export function openApiRoutes() {
  const openApi = openApiDocument(calls);
  return new Hono().get(`${API_BASE}/openapi.json`, (c) => c.json(openApi, 200, { 'Cache-Control': 'no-cache' }));
}
