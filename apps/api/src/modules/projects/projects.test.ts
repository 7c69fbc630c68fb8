import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany, type TestCompany } from '../../../test/factories/index';
import { createProjectGroupRow, createProjectRow } from '../../../test/factories/reference';
import { signIn } from '../../../test/sign-in';

let t: TestApp;
let company: TestCompany;
let admin: ApiCall;
let requester: ApiCall;
let stranger: ApiCall;

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

const newProject = (name: string, extra: Record<string, unknown> = {}) => ({
  project: { name, project_id: `${name.slice(0, 3).toUpperCase()}-1`, ...extra },
});

describe('projects', () => {
  it('creates a project with addresses, watchers, project id and group, and shows it', async () => {
    const groupId = await createProjectGroupRow(t.db, company.id);
    const res = await admin(
      'POST',
      '/api/project',
      newProject('Main Street Tower', {
        project_group_id: groupId,
        default_watcher_user_ids: [company.admin.userId],
        addresses: [{ nickname: 'Site', address_line_1: '1 Main St', city: 'Springfield' }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const { project } = res.json();
    expect(project).toMatchObject({
      name: 'Main Street Tower',
      project_id: 'MAI-1',
      active: true,
      project_group_id: groupId,
      default_watcher_user_ids: [company.admin.userId],
      addresses: [{ nickname: 'Site', address_line_1: '1 Main St', city: 'Springfield' }],
    });
    const shown = await requester('GET', `/api/project/${project.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().project.project_group_name).toMatch(/^Group /);
  });

  it('updates fields and nested addresses, and deletes', async () => {
    const created = (
      await admin(
        'POST',
        '/api/project',
        newProject('Harbor Bridge', {
          addresses: [{ address_line_1: '9 Dock Rd' }],
        }),
      )
    ).json().project;
    const addressId = created.addresses[0].id;
    const res = await admin('PATCH', `/api/project/${created.id}`, {
      project: {
        active: false,
        addresses: [
          { id: addressId, _destroy: true, address_line_1: '9 Dock Rd' },
          { address_line_1: '10 Pier St' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().project.active).toBe(false);
    expect(
      res.json().project.addresses.map((a: { address_line_1: string }) => a.address_line_1),
    ).toEqual(['10 Pier St']);
    expect((await admin('DELETE', `/api/project/${created.id}`)).statusCode).toBe(200);
    expect((await admin('GET', `/api/project/${created.id}`)).statusCode).toBe(404);
  });

  it('searches by name and project id, filters active, pages and sorts', async () => {
    await createProjectRow(t.db, company.id, 'Zebra Yard');
    const inactive = await createProjectRow(t.db, company.id, 'Quiet Lot');
    await admin('PATCH', `/api/project/${inactive.id}`, { project: { active: false } });
    const byName = (await admin('GET', '/api/projects?search=zebra')).json();
    expect(byName.records.map((p: { name: string }) => p.name)).toEqual(['Zebra Yard']);
    const byCode = (await admin('GET', `/api/projects?search=${inactive.projectCode}`)).json();
    expect(byCode.records.map((p: { name: string }) => p.name)).toEqual(['Quiet Lot']);
    const active = (await admin('GET', '/api/projects?active=false')).json();
    expect(active.records.map((p: { name: string }) => p.name)).toContain('Quiet Lot');
    expect(active.records.every((p: { active: boolean }) => !p.active)).toBe(true);
    const desc = (
      await admin('GET', '/api/projects?sort=name&sort_direction=desc&per_page=1')
    ).json();
    expect(desc.records[0].name).toBe('Zebra Yard');
    expect(desc.has_more).toBe(true);
    expect((await admin('GET', '/api/projects?active=maybe')).statusCode).toBe(400);
  });

  it("keeps the 'unknown' placeholder out of pickers unless all projects are asked for", async () => {
    const picker = (await admin('GET', '/api/projects?per_page=1000')).json();
    expect(picker.records.some((p: { is_placeholder: boolean }) => p.is_placeholder)).toBe(false);
    const all = (await admin('GET', '/api/projects?per_page=1000&show_all_projects=true')).json();
    const unknown = all.records.find((p: { is_placeholder: boolean }) => p.is_placeholder);
    expect(unknown.name).toBe('Unknown');
    const res = await admin('DELETE', `/api/project/${unknown.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("The 'unknown' project cannot be changed or deleted.");
  });

  it('refuses duplicates, unknown groups, bad watchers and a missing name, saving nothing', async () => {
    await admin('POST', '/api/project', newProject('Twin Peaks'));
    const dup = await admin('POST', '/api/project', { project: { name: 'twin peaks' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('A project with this name already exists.');
    const dupCode = await admin('POST', '/api/project', {
      project: { name: 'Other', project_id: 'twi-1' },
    });
    expect(dupCode.json().error.message).toBe('A project with this project id already exists.');
    const badGroup = await admin('POST', '/api/project', {
      project: { name: 'G', project_group_id: 999999 },
    });
    expect(badGroup.statusCode).toBe(422);
    const badWatcher = await admin('POST', '/api/project', {
      project: {
        name: 'W',
        default_watcher_user_ids: [999999],
        addresses: [{ address_line_1: 'x' }],
      },
    });
    expect(badWatcher.statusCode).toBe(422);
    expect((await admin('POST', '/api/project', { project: { name: ' ' } })).statusCode).toBe(400);
    const list = (await admin('GET', '/api/projects?search=W&per_page=1000')).json();
    expect(list.records.some((p: { name: string }) => p.name === 'W')).toBe(false);
  });

  it('answers 403 to a user without can_manage_projects', async () => {
    const project = await createProjectRow(t.db, company.id);
    expect((await requester('POST', '/api/project', newProject('Nope'))).statusCode).toBe(403);
    expect(
      (await requester('PATCH', `/api/project/${project.id}`, { project: { name: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect((await requester('DELETE', `/api/project/${project.id}`)).statusCode).toBe(403);
  });

  it("answers 404 for another company's project", async () => {
    const project = await createProjectRow(t.db, company.id);
    expect((await stranger('GET', `/api/project/${project.id}`)).statusCode).toBe(404);
    expect(
      (await stranger('PATCH', `/api/project/${project.id}`, { project: { name: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect((await stranger('DELETE', `/api/project/${project.id}`)).statusCode).toBe(404);
    const list = (await stranger('GET', `/api/projects?search=${project.projectCode}`)).json();
    expect(list.total_count).toBe(0);
  });
});

describe('project groups', () => {
  it('creates, renames, moves projects, and deletes leaving the projects without a group', async () => {
    const a = await createProjectRow(t.db, company.id);
    const b = await createProjectRow(t.db, company.id);
    const created = await admin('POST', '/api/project_groups', {
      project_group: { name: 'North', project_ids: [a.id] },
    });
    expect(created.statusCode).toBe(201);
    const group = created.json().project_group;
    expect(group.projects.map((p: { id: number }) => p.id)).toEqual([a.id]);
    const renamed = await admin('PATCH', `/api/project_groups/${group.id}`, {
      project_group: { name: 'North East', project_ids: [b.id] },
    });
    expect(renamed.json().project_group).toMatchObject({
      name: 'North East',
      projects: [{ id: b.id }],
    });
    const list = (await requester('GET', '/api/project_groups')).json();
    expect(list.records.map((g: { name: string }) => g.name)).toContain('North East');
    expect((await admin('DELETE', `/api/project_groups/${group.id}`)).statusCode).toBe(200);
    const project = (await admin('GET', `/api/project/${b.id}`)).json().project;
    expect(project.project_group_id).toBeNull();
  });

  it('refuses a duplicate name and projects of another company', async () => {
    await admin('POST', '/api/project_groups', { project_group: { name: 'South' } });
    const dup = await admin('POST', '/api/project_groups', { project_group: { name: 'South' } });
    expect(dup.statusCode).toBe(409);
    const foreign = await stranger('POST', '/api/project_groups', {
      project_group: {
        name: 'Theirs',
        project_ids: [(await createProjectRow(t.db, company.id)).id],
      },
    });
    expect(foreign.statusCode).toBe(422);
  });

  it('answers 403 without the permission and 404 across companies', async () => {
    const id = await createProjectGroupRow(t.db, company.id);
    expect(
      (await requester('POST', '/api/project_groups', { project_group: { name: 'R' } })).statusCode,
    ).toBe(403);
    expect(
      (await requester('PATCH', `/api/project_groups/${id}`, { project_group: { name: 'R' } }))
        .statusCode,
    ).toBe(403);
    expect((await requester('DELETE', `/api/project_groups/${id}`)).statusCode).toBe(403);
    expect((await stranger('GET', `/api/project_groups/${id}`)).statusCode).toBe(404);
    expect(
      (await stranger('PATCH', `/api/project_groups/${id}`, { project_group: { name: 'R' } }))
        .statusCode,
    ).toBe(404);
    expect((await stranger('DELETE', `/api/project_groups/${id}`)).statusCode).toBe(404);
  });
});
