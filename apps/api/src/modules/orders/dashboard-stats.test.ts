import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyUserProjectGroups } from '../../db/schema/index';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany } from '../../../test/factories/index';
import { setRolePermissions } from '../../../test/factories/materials';
import { createOrder } from '../../../test/factories/orders';
import { createProjectGroupRow, createProjectRow } from '../../../test/factories/reference';
import { signIn } from '../../../test/sign-in';

/**
 * GET /api/dashboard/order_stats and /order_stats_by_project (procurement-core §7 Dashboard):
 * counts of the dashboard's states, overall or per project, of the orders the reader may see.
 */

let t: TestApp;
let admin: ApiCall;
let grouped: ApiCall; // reads orders, in the tower's project group only
let nobody: ApiCall; // no order permission
const ids = { tower: 0, lofts: 0, strangerProject: 0 };

const ZERO = {
  QUOTED: 0,
  ORDERED: 0,
  SHIPPED: 0,
  PARTIALLY_SHIPPED: 0,
  DELIVERED: 0,
  CANCELLED: 0,
};

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  const other = await createCompany(t.db);
  await setRolePermissions(t.db, company.id, 'USER', ['can_read_orders_and_rfqs']);
  await setRolePermissions(t.db, company.id, 'PURCHASER', []);
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  const member = await addMember(t.db, company.id, 'USER');
  grouped = apiAs(t.app, await signIn(t.app, member));
  nobody = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'PURCHASER')));

  const tower = await createProjectRow(t.db, company.id, 'Harbor Tower');
  const lofts = await createProjectRow(t.db, company.id, 'Mill Street Lofts');
  ids.tower = tower.id;
  ids.lofts = lofts.id;
  const groupId = await createProjectGroupRow(t.db, company.id, [tower.id]);
  await createProjectGroupRow(t.db, company.id, [lofts.id]);
  await t.db.insert(companyUserProjectGroups).values({
    companyId: company.id,
    companyUserId: member.companyUserId,
    projectGroupId: groupId,
  });
  const make = (projectId: number, state: Parameters<typeof createOrder>[2]['state']) =>
    createOrder(t.db, company.id, { state, projectId, lines: [] });
  await make(tower.id, 'QUOTED');
  await make(tower.id, 'ORDERED');
  await make(tower.id, 'ORDERED');
  await make(tower.id, 'DRAFT'); // not a dashboard state
  await make(lofts.id, 'DELIVERED');
  await make(lofts.id, 'CANCELLED');
  await make(lofts.id, 'ORDERED_CONFIRMED_CANCELLATION_REQUESTED'); // not a dashboard state
  const strangerProject = await createProjectRow(t.db, other.id, 'Elsewhere');
  ids.strangerProject = strangerProject.id;
  await createOrder(t.db, other.id, { state: 'ORDERED', projectId: strangerProject.id, lines: [] });
});
afterAll(() => t.close());

describe('GET /api/dashboard/order_stats', () => {
  it('counts the dashboard states of the company, zeros included, never another company', async () => {
    const res = await admin('GET', '/api/dashboard/order_stats');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      state_counts: { ...ZERO, QUOTED: 1, ORDERED: 2, DELIVERED: 1, CANCELLED: 1 },
    });
  });

  it('counts one project when project_id is given', async () => {
    const res = await admin('GET', `/api/dashboard/order_stats?project_id=${ids.lofts}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state_counts).toEqual({ ...ZERO, DELIVERED: 1, CANCELLED: 1 });
  });

  it('matches the order list filtered by the same state', async () => {
    const stats = (await admin('GET', '/api/dashboard/order_stats')).json().state_counts;
    const list = await admin('GET', '/api/orders?state=ORDERED');
    expect(list.json().total_count).toBe(stats.ORDERED);
  });

  it("answers 404 for another company's project", async () => {
    const res = await admin('GET', `/api/dashboard/order_stats?project_id=${ids.strangerProject}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('answers 403 without the order permission, before the query is validated', async () => {
    for (const query of [
      '',
      '?project_id=abc',
      '?project_id=1&x=%00',
      `?project_id=${'9'.repeat(100_000)}`,
    ]) {
      const res = await nobody('GET', `/api/dashboard/order_stats${query}`);
      expect(res.statusCode, query.slice(0, 30)).toBe(403);
    }
    expect((await nobody('GET', '/api/dashboard/order_stats_by_project')).statusCode).toBe(403);
  });

  it('refuses a malformed query with 400', async () => {
    for (const query of ['?project_id=abc', '?project_id=0', '?unknown=1', '?project_id=1%00']) {
      const res = await admin('GET', `/api/dashboard/order_stats${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await admin('GET', '/api/dashboard/order_stats_by_project?x=1')).statusCode).toBe(400);
  });

  it("counts only the orders of the reader's project groups", async () => {
    const all = await grouped('GET', '/api/dashboard/order_stats');
    expect(all.json().state_counts).toEqual({ ...ZERO, QUOTED: 1, ORDERED: 2 });
    const outside = await grouped('GET', `/api/dashboard/order_stats?project_id=${ids.lofts}`);
    expect(outside.statusCode).toBe(200);
    expect(outside.json().state_counts).toEqual(ZERO);
  });
});

describe('GET /api/dashboard/order_stats_by_project', () => {
  it('counts per project, by project name, only projects with counted orders', async () => {
    const res = await admin('GET', '/api/dashboard/order_stats_by_project');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      project_state_counts: [
        {
          project_id: ids.tower,
          project_name: 'Harbor Tower',
          state_counts: { ...ZERO, QUOTED: 1, ORDERED: 2 },
        },
        {
          project_id: ids.lofts,
          project_name: 'Mill Street Lofts',
          state_counts: { ...ZERO, DELIVERED: 1, CANCELLED: 1 },
        },
      ],
    });
  });

  it("shows a reader only their project groups' projects", async () => {
    const res = await grouped('GET', '/api/dashboard/order_stats_by_project');
    expect(
      res.json().project_state_counts.map((p: { project_id: number }) => p.project_id),
    ).toEqual([ids.tower]);
  });
});
