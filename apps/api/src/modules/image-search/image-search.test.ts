import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_MESSAGES } from '@laydown/domain';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany, createVendorUser } from '../../../test/factories/index';
import { signIn } from '../../../test/sign-in';

let t: TestApp;
let admin: ApiCall;
let user: ApiCall;
let vendor: ApiCall;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  user = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'USER')));
  vendor = apiAs(t.app, await signIn(t.app, await createVendorUser(t.db, company.id), 'VENDOR'));
});
afterAll(() => t.close());

describe('image search without a provider', () => {
  it('says plainly that none is configured, with a status that does not invite retries', async () => {
    const status = await admin('GET', '/api/integrations/image_search/status');
    expect(status.json()).toEqual({
      configured: false,
      message: MATERIAL_MESSAGES.imageSearchNotConfigured,
    });
    const res = await admin('GET', '/api/integrations/image_search?q=copper%20pipe&num=5');
    expect(res.statusCode).toBe(404);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json().error).toEqual({
      code: 'image_search_not_configured',
      message: MATERIAL_MESSAGES.imageSearchNotConfigured,
    });
    const cache = await admin('DELETE', '/api/integrations/image_search/cache');
    expect(cache.statusCode).toBe(404);
    expect(cache.json().error.code).toBe('image_search_not_configured');
  });

  it('needs 3 characters', async () => {
    expect((await admin('GET', '/api/integrations/image_search?q=ab')).statusCode).toBe(400);
  });

  it('answers 403 without the permission', async () => {
    expect((await user('GET', '/api/integrations/image_search?q=copper')).statusCode).toBe(403);
    expect((await user('DELETE', '/api/integrations/image_search/cache')).statusCode).toBe(403);
    expect((await vendor('GET', '/api/integrations/image_search/status')).statusCode).toBe(403);
  });
});
