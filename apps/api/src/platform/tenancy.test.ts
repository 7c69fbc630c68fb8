import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany, createVendorUser } from '../../test/factories/index';
import { signIn } from '../../test/sign-in';
import { createProject, getProject } from '../modules/projects/service';
import { NotFoundError } from './errors';
import { ownedOrNotFound } from './tenancy';
import { requireCompany } from './auth/guards';
import type { FastifyRequest } from 'fastify';
import { findPrincipal } from './auth/session-store';
import { systemScope } from './scope';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('tenant isolation', () => {
  it("answers another company's record exactly like a missing one", async () => {
    const a = await createCompany(t.db);
    const b = await createCompany(t.db);
    const project = await createProject(t.db, systemScope('test', a.id), { name: 'Tower A' });
    expect((await getProject(t.db, systemScope('test', a.id), project.id)).name).toBe('Tower A');
    await expect(getProject(t.db, systemScope('test', b.id), project.id)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(getProject(t.db, systemScope('test', b.id), 999_999_999)).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it('refuses a row whose company differs even if a query forgot the filter', () => {
    expect(() => ownedOrNotFound(systemScope('test', 1), { companyId: 2, id: 5 })).toThrow(
      NotFoundError,
    );
    expect(ownedOrNotFound(systemScope('test', 1), { companyId: 1, id: 5 }).id).toBe(5);
  });

  it('takes the company from the session, and gives a vendor session no company context', async () => {
    const a = await createCompany(t.db);
    const adminCookie = await signIn(t.app, a.admin);
    const vendorCookie = await signIn(t.app, await createVendorUser(t.db, a.id), 'VENDOR');
    const request = async (cookie: string) =>
      ({ principal: await findPrincipal(t.db, cookie.split('=')[1] ?? '') }) as FastifyRequest;

    const ctx = requireCompany(await request(adminCookie), 'can_manage_users');
    expect(ctx.companyId).toBe(a.id);
    const vendorRequest = await request(vendorCookie);
    expect(() => requireCompany(vendorRequest)).toThrow(/not allowed/);
  });
});
