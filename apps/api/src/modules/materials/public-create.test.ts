import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany } from '../../../test/factories/index';
import { signIn } from '../../../test/sign-in';
import { recordHit } from '../../platform/rate-limit';
import { createPublicOrderForm } from '../account/registration';
import { PUBLIC_CREATE_LIMIT } from './public-create';

let t: TestApp;
let extension: string;
let admin: ReturnType<typeof apiAs>;
let otherAdmin: ReturnType<typeof apiAs>;

/** A caller without a session, from its own address so the rate limit is per test. */
const publicCreate = (
  body: Record<string, unknown>,
  ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/company_materials/public_create',
    payload: body,
    remoteAddress: ip,
  });

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  extension = `form-${randomUUID().slice(0, 8)}`;
  await createPublicOrderForm(t.db, company.id, extension);
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  otherAdmin = apiAs(t.app, await signIn(t.app, (await createCompany(t.db)).admin));
});
afterAll(() => t.close());

describe('POST /company_materials/public_create', () => {
  it('creates a requested material of the form’s company, marked PUBLIC_ORDER_FORM', async () => {
    const unit = (await admin('GET', '/api/common/units?search=EA')).json().records[0];
    const res = await publicCreate({
      company_material: { description: '  Anchor bolt 5/8"  ', unit_id: unit.id, size: '5/8"' },
      public_order_form_url_extension: extension.toUpperCase(),
    });
    expect(res.statusCode).toBe(201);
    const { id, description } = res.json().company_material;
    expect(description).toBe('Anchor bolt 5/8"');
    const shown = (await admin('GET', `/api/company_materials/${id}`)).json().company_material;
    expect(shown).toMatchObject({
      created_from: 'PUBLIC_ORDER_FORM',
      unit_id: unit.id,
      size: '5/8"',
      abilities: { approve: true },
    });
    expect(shown.requested_at).not.toBeNull();
    expect((await otherAdmin('GET', `/api/company_materials/${id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown form and refuses fields beyond the safe ones', async () => {
    const unknown = await publicCreate({
      company_material: { description: 'Anything' },
      public_order_form_url_extension: 'no-such-form',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('This order form does not exist.');
    const extra = await publicCreate({
      company_material: { description: 'Priced', unit_price: '1' },
      public_order_form_url_extension: extension,
    });
    expect(extra.statusCode).toBe(400);
    const empty = await publicCreate({
      company_material: { description: ' ' },
      public_order_form_url_extension: extension,
    });
    expect(empty.json().error.fields['company_material.description']).toEqual([
      'Description is required!',
    ]);
  });

  it('refuses a unit of another company', async () => {
    const theirUnit = (await otherAdmin('GET', '/api/common/units?search=EA')).json().records[0];
    const res = await publicCreate({
      company_material: { description: 'Washer', unit_id: theirUnit.id },
      public_order_form_url_extension: extension,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ 'company_material.unit_id': ['Unit not found'] });
  });

  it('limits how many materials one address may request', async () => {
    const ip = '10.250.1.1';
    for (let i = 0; i < PUBLIC_CREATE_LIMIT.max; i += 1)
      await recordHit(t.db, PUBLIC_CREATE_LIMIT, ip);
    const res = await publicCreate(
      {
        company_material: { description: 'One too many' },
        public_order_form_url_extension: extension,
      },
      ip,
    );
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
