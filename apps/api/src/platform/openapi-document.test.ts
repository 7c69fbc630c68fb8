import { describe, expect, it } from 'vitest';
import { finishOpenApiDocument, operationIdFor, summaryFor } from './openapi-document';

describe('the OpenAPI finishing pass', () => {
  it('names an operation from its method and path', () => {
    expect(operationIdFor('GET', '/api/cost_codes/{id}')).toBe('getCostCodesById');
    expect(operationIdFor('get', '/api/order/{id}.pdf')).toBe('getOrderByIdPdf');
    expect(operationIdFor('POST', '/api/order/quick_po')).toBe('postOrderQuickPo');
    expect(summaryFor('PATCH', '/api/files/blobs/{signed_id}')).toBe(
      'Update files blobs by signed id',
    );
  });

  it("keeps a route's own name and summary, and adds the error answer only where none is", () => {
    const document = finishOpenApiDocument({
      paths: {
        '/api/user': {
          get: { operationId: 'currentUser', summary: 'The signed-in user', responses: {} },
          delete: { responses: { '404': { description: 'gone' } } },
        },
      },
    });
    const item = document.paths!['/api/user'] as Record<string, Record<string, unknown>>;
    expect(item.get).toMatchObject({ operationId: 'currentUser', summary: 'The signed-in user' });
    expect(Object.keys(item.get!.responses as object)).toEqual(['4XX']);
    expect(item.delete).toMatchObject({ operationId: 'deleteUser', summary: 'Delete user' });
    expect(Object.keys(item.delete!.responses as object)).toEqual(['404']);
  });

  it('writes a nullable union with the nullable flag on each typed branch', () => {
    const schema = { nullable: true, anyOf: [{ type: 'string' }, { type: 'number' }] };
    const document = finishOpenApiDocument({ paths: {}, components: { schemas: { x: schema } } });
    expect(document.components).toEqual({
      schemas: {
        x: {
          anyOf: [
            { type: 'string', nullable: true },
            { type: 'number', nullable: true },
          ],
        },
      },
    });
  });
});
