import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany, createVendorUser } from '../../../test/factories/index';
import { signIn } from '../../../test/sign-in';

let t: TestApp;
let admin: ApiCall;
let user: ApiCall;
let otherAdmin: ApiCall;
let vendor: ApiCall;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  const other = await createCompany(t.db);
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  user = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'USER')));
  otherAdmin = apiAs(t.app, await signIn(t.app, other.admin));
  vendor = apiAs(t.app, await signIn(t.app, await createVendorUser(t.db, company.id), 'VENDOR'));
});
afterAll(() => t.close());

describe('units', () => {
  it('starts a company with the construction units and their labels', async () => {
    const res = await admin('GET', '/api/common/units?per_page=1000');
    expect(res.statusCode).toBe(200);
    const labels = res.json().records.map((u: { unit_name_label: string }) => u.unit_name_label);
    for (const name of [
      'EA',
      'LF',
      'FT',
      'SF',
      'SY',
      'CY',
      'TON',
      'LB',
      'BAG',
      'BOX',
      'ROLL',
      'PALLET',
      'GAL',
      '100 LF',
    ]) {
      expect(labels).toContain(name);
    }
  });

  it('pages by 50 by default', async () => {
    const body = (await admin('GET', '/api/common/units')).json();
    expect(body.records.length).toBeLessThanOrEqual(50);
    expect(body.has_more).toBe(body.total_count > 50);
  });

  it('searches by name or synonym', async () => {
    const bySynonym = (await admin('GET', '/api/common/units?search=square%20yard')).json();
    expect(bySynonym.records.map((u: { name: string }) => u.name)).toEqual(['SY']);
    const byName = (await admin('GET', '/api/common/units?search=pallet')).json();
    expect(byName.records[0].name).toBe('PALLET');
  });

  it('creates a unit from typed text and refuses the same name again', async () => {
    const res = await admin('POST', '/api/common/units', { unit: { name: '  Tote  bag ' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().unit).toMatchObject({
      name: 'Tote bag',
      multiplier: '1',
      unit_name_label: 'Tote bag',
    });
    const again = await admin('POST', '/api/common/units', { unit: { name: 'TOTE BAG' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('A unit with this name already exists.');
  });

  it('refuses bad input with the field named', async () => {
    const res = await admin('POST', '/api/common/units', { unit: { name: ' ', multiplier: '-2' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(
      expect.arrayContaining(['unit.name', 'unit.multiplier']),
    );
  });

  it('relabels a unit and shows the increment', async () => {
    const created = (
      await admin('POST', '/api/common/units', { unit: { name: 'CRATE', multiplier: '12' } })
    ).json().unit;
    expect(created.unit_name_label).toBe('12 CRATE');
    const res = await admin('PATCH', `/api/common/units/${created.id}`, {
      unit: { override_label: 'Dozen crate', qty_increment: '2' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().unit.unit_name_with_increment_label).toBe('Dozen crate (increments of 2)');
  });

  it('answers 403 without the permission', async () => {
    expect((await user('POST', '/api/common/units', { unit: { name: 'NOPE' } })).statusCode).toBe(
      403,
    );
    expect(
      (await user('PATCH', '/api/common/units/1', { unit: { qty_increment: '2' } })).statusCode,
    ).toBe(403);
    expect((await vendor('GET', '/api/common/units')).statusCode).toBe(403);
  });

  it("answers 404 for another company's unit", async () => {
    const mine = (await admin('GET', '/api/common/units?search=ROLL')).json().records[0];
    const res = await otherAdmin('PATCH', `/api/common/units/${mine.id}`, {
      unit: { qty_increment: '3' },
    });
    expect(res.statusCode).toBe(404);
    const still = (await admin('GET', '/api/common/units?search=ROLL')).json().records[0];
    expect(still.qty_increment).toBe('1');
  });
});
