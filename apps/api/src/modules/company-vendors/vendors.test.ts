import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  addMember,
  createCompany,
  createVendorUser,
  type TestCompany,
} from '../../../test/factories/index';
import { signIn } from '../../../test/sign-in';

let t: TestApp;
let company: TestCompany;
let admin: ApiCall;
let requester: ApiCall;
let stranger: ApiCall;
const tag = randomUUID().slice(0, 6);
const acme = `acme${tag}.test`;

beforeAll(async () => {
  t = await buildTestApp();
  company = await createCompany(t.db);
  const other = await createCompany(t.db);
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  requester = apiAs(
    t.app,
    await signIn(t.app, await addMember(t.db, company.id, 'MATERIAL_REQUESTER')),
  );
  stranger = apiAs(t.app, await signIn(t.app, other.admin));
});
afterAll(() => t.close());

const newVendor = (name: string, domains: string[]) =>
  admin('POST', '/api/company_vendors', {
    company_vendor: { vendor_name: name, domains, vendor_nickname: `${name} nick` },
  });

describe('company vendors', () => {
  it('creates a vendor record, lists with search and active filter, and edits the record and addresses', async () => {
    const res = await newVendor(`Acme ${tag}`, [acme]);
    expect(res.statusCode).toBe(201);
    const cv = res.json().company_vendor;
    expect(cv).toMatchObject({
      vendor_name: `Acme ${tag}`,
      vendor: { domains: [acme], editable: true },
      active: true,
    });
    const patched = await admin('PATCH', `/api/company_vendor/${cv.id}`, {
      company_vendor: {
        external_vendor_id: 'ERP-1',
        vendor: { description: 'Lumber and concrete', logo: 'https://example.test/logo.png' },
        addresses: [{ nickname: 'Yard', address_line_1: '5 Mill Rd' }],
      },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().company_vendor).toMatchObject({
      external_vendor_id: 'ERP-1',
      vendor: { description: 'Lumber and concrete' },
      addresses: [{ nickname: 'Yard' }],
    });
    const byDomain = (await requester('GET', `/api/company_vendors?search=${acme}`)).json();
    expect(byDomain.records.map((v: { id: number }) => v.id)).toEqual([cv.id]);
    await admin('PATCH', `/api/company_vendor/${cv.id}`, { company_vendor: { active: false } });
    expect(
      (await admin('GET', `/api/company_vendors?active=true&search=${tag}`)).json().total_count,
    ).toBe(0);
    await admin('PATCH', `/api/company_vendor/${cv.id}`, { company_vendor: { active: true } });
  });

  it("refuses a domain another vendor uses with the spec's text", async () => {
    const res = await newVendor('Copycat', [acme]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      `Domain '${acme}' is already used by an existing vendor 'Acme ${tag}'.`,
    );
  });

  it('matches a vendor by domain, ignoring free mail', async () => {
    const match = (
      await admin('GET', `/api/company_vendors/match_by_domain?domain=sales.${acme}`)
    ).json();
    expect(match.matched_vendor).toMatchObject({ label: `Acme ${tag}` });
    expect(
      (await admin('GET', '/api/company_vendors/match_by_domain?domain=gmail.com')).json()
        .matched_vendor,
    ).toBeNull();
  });

  it("keeps another vendor's record read-only for this company", async () => {
    const vendorUser = await createVendorUser(t.db, company.id);
    const list = (await admin('GET', '/api/company_vendors?per_page=1000')).json().records;
    const linked = list.find((v: { vendor_id: number }) => v.vendor_id === vendorUser.vendorId);
    expect(linked.vendor.editable).toBe(false);
    const res = await admin('PATCH', `/api/company_vendor/${linked.id}`, {
      company_vendor: { vendor: { name: 'Hijacked' } },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 403 without the permission and 404 across companies', async () => {
    const [cv] = (await admin('GET', `/api/company_vendors?search=${tag}`)).json().records;
    expect(
      (await requester('POST', '/api/company_vendors', { company_vendor: { vendor_name: 'X' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await requester('PATCH', `/api/company_vendor/${cv.id}`, {
          company_vendor: { active: false },
        })
      ).statusCode,
    ).toBe(403);
    expect((await stranger('GET', `/api/company_vendor/${cv.id}`)).statusCode).toBe(404);
    expect(
      (
        await stranger('PATCH', `/api/company_vendor/${cv.id}`, {
          company_vendor: { active: false },
        })
      ).statusCode,
    ).toBe(404);
    expect((await stranger('GET', `/api/company_vendors?search=${tag}`)).json().total_count).toBe(
      0,
    );
  });
});

describe('vendor contacts', () => {
  const contact = (email: string, extra: Record<string, unknown> = {}) => ({
    first_name: 'Ann',
    last_name: 'Lee',
    nickname: 'Annie',
    phone_number: '555-0100',
    email,
    ...extra,
  });

  it('creates a contact for an existing vendor with a matching, lowercased email', async () => {
    const [cv] = (await admin('GET', `/api/company_vendors?search=${tag}`)).json().records;
    const res = await admin('POST', '/api/company_vendor_contact', {
      company_vendor_contact: {
        ...contact(`  Ann@${acme.toUpperCase()} `),
        company_vendor_id: cv.id,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().company_vendor_contact).toMatchObject({
      email: `ann@${acme}`,
      company_vendor: { id: cv.id },
    });
    const again = await admin('POST', '/api/company_vendor_contact', {
      company_vendor_contact: { ...contact(`ann@${acme}`), company_vendor_id: cv.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Awesome! Ann Lee (Annie) is already on the product!');
  });

  it('refuses a phone number that is not one, on the phone field', async () => {
    const [cv] = (await admin('GET', `/api/company_vendors?search=${tag}`)).json().records;
    const res = await admin('POST', '/api/company_vendor_contact', {
      company_vendor_contact: {
        ...contact(`phil@${acme}`),
        phone_number: 'call me maybe',
        company_vendor_id: cv.id,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['company_vendor_contact.phone_number']).toEqual([
      'Enter a phone number like +1 555 123 4567',
    ]);
  });

  it('refuses a mismatched domain but allows free mail and bypassed domains', async () => {
    const [cv] = (await admin('GET', `/api/company_vendors?search=${tag}`)).json().records;
    const body = (email: string) => ({
      company_vendor_contact: { ...contact(email), company_vendor_id: cv.id },
    });
    const bad = await admin('POST', '/api/company_vendor_contact', body(`bo@other${tag}.test`));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields['company_vendor_contact.email']).toEqual([
      'The vendor domain must match the contact email domain. Please select a matching vendor or create a new one.',
    ]);
    expect(
      (await admin('POST', '/api/company_vendor_contact', body(`bo${tag}@gmail.com`))).statusCode,
    ).toBe(201);
    await admin('PATCH', '/api/company_settings/other_settings', {
      other_settings: { vendor_contact_domain_bypass: [`partner${tag}.test`] },
    });
    expect(
      (await admin('POST', '/api/company_vendor_contact', body(`cy@partner${tag}.test`)))
        .statusCode,
    ).toBe(201);
    const invalid = await admin('POST', '/api/company_vendor_contact', body('not-an-email'));
    expect(invalid.json().error.fields['company_vendor_contact.email']).toEqual([
      'The input is not valid E-mail!',
    ]);
  });

  it('creates a contact with a new vendor, refusing a domain that an existing vendor owns', async () => {
    const taken = await admin('POST', '/api/company_vendor_contact_with_vendor_user', {
      vendor: { vendor_name: 'Acme Again' },
      contact: contact(`dee@${acme}`),
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error.message).toBe(
      'A vendor with this domain already exists. Please select the existing vendor instead of creating a new one.',
    );
    const fresh = await admin('POST', '/api/company_vendor_contact_with_vendor_user', {
      vendor: { vendor_name: `Beta ${tag}` },
      contact: contact(`dee@beta${tag}.test`),
    });
    expect(fresh.statusCode).toBe(201);
    const vendor = (
      await admin(
        'GET',
        `/api/company_vendor/${fresh.json().company_vendor_contact.company_vendor.id}`,
      )
    ).json();
    expect(vendor.company_vendor.vendor.domains).toEqual([`beta${tag}.test`]);
    const missing = await admin('POST', '/api/company_vendor_contact_with_vendor_user', {
      vendor: {},
      contact: contact(`e@x${tag}.test`),
    });
    expect(missing.json().error.fields['vendor.vendor_name']).toEqual(['Vendor is required!']);
  });

  it('links a public vendor user found by the autocomplete', async () => {
    const other = await createCompany(t.db);
    const person = await createVendorUser(t.db, other.id);
    const found = (
      await admin(
        'GET',
        `/api/vendor_users?search=${encodeURIComponent(person.email.slice(0, 12))}`,
      )
    ).json();
    const user = found.records.find((u: { email: string }) => u.email === person.email);
    expect(user.is_public).toBe(true);
    const res = await admin('POST', '/api/company_vendor_contact_with_vendor_user', {
      vendor: { vendor_id: user.vendor.id },
      contact: contact(person.email, { vendor_user_id: user.id }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().company_vendor_contact).toMatchObject({
      vendor_user_id: user.id,
      vendor_id: user.vendor.id,
    });
  });

  it('keeps material requesters from adding contacts (403) and answers 404 across companies', async () => {
    const [cv] = (await admin('GET', `/api/company_vendors?search=${tag}`)).json().records;
    const [c] = (
      await admin('GET', `/api/company_vendor_contact?company_vendor_id=${cv.id}`)
    ).json().records;
    expect(
      (
        await requester('POST', '/api/company_vendor_contact', {
          company_vendor_contact: { ...contact(`z@${acme}`), company_vendor_id: cv.id },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await requester('POST', '/api/company_vendor_contact_with_vendor_user', {
          vendor: { id: cv.id },
          contact: contact(`z@${acme}`),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await requester('PATCH', `/api/company_vendor_contact/${c.id}`, {
          company_vendor_contact: { nickname: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await stranger('GET', `/api/company_vendor_contact/${c.id}`)).statusCode).toBe(404);
    expect(
      (
        await stranger('PATCH', `/api/company_vendor_contact/${c.id}`, {
          company_vendor_contact: { nickname: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await stranger('POST', '/api/company_vendor_contact', {
          company_vendor_contact: { ...contact(`z@${acme}`), company_vendor_id: cv.id },
        })
      ).statusCode,
    ).toBe(404);
    const updated = await admin('PATCH', `/api/company_vendor_contact/${c.id}`, {
      company_vendor_contact: { phone_number: '555-0199' },
    });
    expect(updated.json().company_vendor_contact.phone_number).toBe('555-0199');
  });
});
