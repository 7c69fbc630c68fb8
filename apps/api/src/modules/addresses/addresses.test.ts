import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany } from '../../../test/factories/index';
import { signIn } from '../../../test/sign-in';

let t: TestApp;
let admin: ApiCall;
let purchaser: ApiCall;
let stranger: ApiCall;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  const other = await createCompany(t.db);
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  purchaser = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'PURCHASER')));
  stranger = apiAs(t.app, await signIn(t.app, other.admin));
});
afterAll(() => t.close());

describe('addresses', () => {
  it('keeps company addresses and lists the whole index with owners', async () => {
    const created = await admin('POST', '/api/address', {
      address: { nickname: 'Office', address_line_1: '10 Main St', city: 'Austin' },
    });
    expect(created.statusCode).toBe(201);
    await admin('POST', '/api/project', {
      project: { name: 'Indexed', addresses: [{ address_line_1: '2 Site Rd' }] },
    });
    const index = (await purchaser('GET', '/api/company_settings/addresses')).json().records;
    expect(index).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          address_line_1: '10 Main St',
          owner_type: 'company',
          owner_name: null,
        }),
        expect.objectContaining({
          address_line_1: '2 Site Rd',
          owner_type: 'project',
          owner_name: 'Indexed',
        }),
      ]),
    );
    const own = (await admin('GET', '/api/address')).json().records;
    expect(own.map((a: { address_line_1: string }) => a.address_line_1)).toEqual(['10 Main St']);
    const id = created.json().address.id;
    const patched = await admin('PATCH', `/api/address/${id}`, {
      address: { address_line_1: '12 Main St', nickname: 'HQ' },
    });
    expect(patched.json().address).toMatchObject({ address_line_1: '12 Main St', nickname: 'HQ' });
    expect(
      (await admin('POST', '/api/address', { address: { address_line_1: ' ' } })).statusCode,
    ).toBe(400);
  });

  it('keeps address_to recipients', async () => {
    const created = await admin('POST', '/api/address_to', { address_to: { name: 'Gate 3' } });
    expect(created.statusCode).toBe(201);
    expect(
      (await admin('POST', '/api/address_to', { address_to: { name: 'gate 3' } })).statusCode,
    ).toBe(409);
    const id = created.json().address_to.id;
    expect(
      (await admin('PATCH', `/api/address_to/${id}`, { address_to: { name: 'Gate 4' } })).json()
        .address_to.name,
    ).toBe('Gate 4');
    expect((await purchaser('GET', '/api/address_to')).json().records).toEqual([
      { id, name: 'Gate 4' },
    ]);
  });

  it('answers 403 without the permission and 404 across companies', async () => {
    const [address] = (await admin('GET', '/api/address')).json().records;
    const [to] = (await admin('GET', '/api/address_to')).json().records;
    expect(
      (await purchaser('POST', '/api/address', { address: { address_line_1: 'x' } })).statusCode,
    ).toBe(403);
    expect(
      (await purchaser('PATCH', `/api/address/${address.id}`, { address: { address_line_1: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await purchaser('POST', '/api/address_to', { address_to: { name: 'x' } })).statusCode,
    ).toBe(403);
    expect(
      (await stranger('PATCH', `/api/address/${address.id}`, { address: { address_line_1: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await stranger('PATCH', `/api/address_to/${to.id}`, { address_to: { name: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect((await stranger('GET', '/api/company_settings/addresses')).json().records).toEqual([]);
  });
});

describe('shipping carriers', () => {
  it("offers 'Delivered by vendor' and 'Pickup' before the company's carriers", async () => {
    const created = await admin('POST', '/api/shipping_carriers', {
      shipping_carrier: { name: 'FastFreight', tracking_url: 'https://track.test/{n}' },
    });
    expect(created.statusCode).toBe(201);
    expect(
      (await admin('POST', '/api/shipping_carriers', { shipping_carrier: { name: 'fastfreight' } }))
        .statusCode,
    ).toBe(409);
    const list = (await purchaser('GET', '/api/shipping_carriers')).json();
    expect(list.defaults).toEqual(['Delivered by vendor', 'Pickup']);
    expect(list.records.map((c: { name: string }) => c.name)).toEqual(['FastFreight']);
    const id = created.json().shipping_carrier.id;
    expect(
      (
        await admin('PATCH', `/api/shipping_carriers/${id}`, {
          shipping_carrier: { active: false },
        })
      ).json().shipping_carrier.active,
    ).toBe(false);
    expect(
      (
        await purchaser('PATCH', `/api/shipping_carriers/${id}`, {
          shipping_carrier: { active: true },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await purchaser('POST', '/api/shipping_carriers', { shipping_carrier: { name: 'X' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await stranger('PATCH', `/api/shipping_carriers/${id}`, {
          shipping_carrier: { active: true },
        })
      ).statusCode,
    ).toBe(404);
    expect((await stranger('GET', '/api/shipping_carriers')).json().records).toEqual([]);
  });
});
