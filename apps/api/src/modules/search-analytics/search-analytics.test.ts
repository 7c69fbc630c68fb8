import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createVendorUser } from '../../../test/factories/index';
import { signIn } from '../../../test/sign-in';
import { searchAnalyticsEvents } from '../../db/schema/index';

let t: TestApp;
let companyId: number;
let admin: ApiCall;
let vendor: ApiCall;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  companyId = company.id;
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  vendor = apiAs(t.app, await signIn(t.app, await createVendorUser(t.db, company.id), 'VENDOR'));
});
afterAll(() => t.close());

describe('search analytics', () => {
  it('stores clicks, conversions and views for the company', async () => {
    const click = await admin('POST', '/api/search_analytics/track_click', {
      query_id: 'q-1',
      object_id: 42,
      position: 3,
      event_name: 'Material Clicked',
    });
    expect(click.statusCode).toBe(204);
    const conversion = await admin('POST', '/api/search_analytics/track_conversion', {
      query_id: 'q-1',
      object_ids: [42, '43'],
      event_name: 'Material Saved',
    });
    expect(conversion.statusCode).toBe(204);
    const view = await admin('POST', '/api/search_analytics/track_view', {
      object_id: '42',
      event_name: 'Material Viewed',
    });
    expect(view.statusCode).toBe(204);
    const rows = await t.db
      .select()
      .from(searchAnalyticsEvents)
      .where(eq(searchAnalyticsEvents.companyId, companyId));
    expect(rows.map((r) => [r.kind, r.objectIds, r.position])).toEqual([
      ['click', ['42'], 3],
      ['conversion', ['42', '43'], null],
      ['view', ['42'], null],
    ]);
  });

  it('refuses bad input', async () => {
    const res = await admin('POST', '/api/search_analytics/track_click', {
      query_id: 'q',
      object_id: 1,
      position: -1,
      event_name: '',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 403 to a vendor', async () => {
    const res = await vendor('POST', '/api/search_analytics/track_view', {
      object_id: 1,
      event_name: 'Material Viewed',
    });
    expect(res.statusCode).toBe(403);
  });
});
