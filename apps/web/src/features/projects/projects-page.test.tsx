import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ProjectRecord } from '@laydown/contracts';
import { DEFAULT_ROLE_PERMISSIONS, toPermissionMap } from '@laydown/domain';
import { fakeApi } from '../../test/fake-api';
import { jsonResponse } from '../../test/responses';
import { currentLocation, renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const project = (id: number, name: string, extra: Partial<ProjectRecord> = {}): ProjectRecord => ({
  id,
  name,
  project_id: `P-${id}`,
  active: true,
  inventory: false,
  is_placeholder: false,
  project_group_id: null,
  project_group_name: null,
  default_watcher_user_ids: [],
  addresses: [],
  created_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

function api(projects: ProjectRecord[], user = makeUser()) {
  return fakeApi({
    'GET /api/user': () => jsonResponse(200, { user }),
    'GET /api/projects': () =>
      jsonResponse(200, { records: projects, total_count: projects.length, has_more: false }),
    'GET /api/project_groups': () =>
      jsonResponse(200, {
        records: [{ id: 7, name: 'North', projects: [] }],
        total_count: 1,
        has_more: false,
      }),
    'GET /api/project_watcher_candidates': () =>
      jsonResponse(200, { records: [{ user_id: 1, name: 'Jane Doe', email: 'jane@acme.test' }] }),
    'POST /api/project': (request) =>
      jsonResponse(201, {
        project: project(9, (request.body as { project: { name: string } }).project.name),
      }),
    'DELETE /api/project/1': () => jsonResponse(200, { ok: true }),
    'GET /api/project/1': () => jsonResponse(200, { project: projects[0] }),
  });
}

describe('projects page', () => {
  it('keeps search and the active filter in the query string', async () => {
    const fake = api([project(1, 'Main Street')]);
    const { user, router } = renderApp('/projects?active=false');
    expect(await screen.findByText('Main Street', {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(fake.calls.find((c) => c.path === '/api/projects')).toBeDefined());
    await user.type(screen.getByPlaceholderText('Search here...'), 'P-1{Enter}');
    await waitFor(() => expect(currentLocation(router)).toBe('/projects?active=false&search=P-1'));
  }, 60_000);

  it('creates a project with an address', async () => {
    const fake = api([]);
    const { user } = renderApp('/projects');
    await user.click(await screen.findByTestId('projects-page-new'));
    const drawer = await screen.findByTestId('project-drawer');
    expect(drawer).toHaveStyle({ width: '736px' });
    await user.type(within(drawer).getByTestId('project-name'), 'Harbor View');
    await user.type(within(drawer).getByTestId('project-code'), 'HV-1');
    await user.click(within(drawer).getByTestId('project-add-address'));
    await user.type(await within(drawer).findByTestId('project-address-0-line-1'), '1 Pier Rd');
    await user.click(screen.getByTestId('project-drawer-submit'));
    await waitFor(() => expect(fake.callsTo('POST', '/api/project')).toHaveLength(1));
    expect(fake.callsTo('POST', '/api/project')[0]?.body).toMatchObject({
      project: {
        name: 'Harbor View',
        project_id: 'HV-1',
        active: true,
        addresses: [{ address_line_1: '1 Pier Rd' }],
      },
    });
    expect(await screen.findByText('Project Harbor View was added.')).toBeInTheDocument();
    // The new project is shown first in the list, the drawer closed.
    expect(
      within(screen.getByTestId('projects-table')).getAllByText('Harbor View').length,
    ).toBeGreaterThan(0);
  }, 60_000);

  it("asks 'Are you sure to delete the project {name}?' before deleting", async () => {
    const fake = api([project(1, 'Main Street')]);
    const { user } = renderApp('/projects');
    await user.click(await screen.findByTestId('project-open'));
    await user.click(await screen.findByTestId('project-delete'));
    expect(
      await screen.findByText('Are you sure to delete the project Main Street?'),
    ).toBeInTheDocument();
    expect(fake.callsTo('DELETE', '/api/project/1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(fake.callsTo('DELETE', '/api/project/1')).toHaveLength(1));
  }, 60_000);

  it('shows no create button to a user who cannot manage projects', async () => {
    api(
      [project(1, 'Main Street')],
      makeUser({ user_permissions: toPermissionMap(DEFAULT_ROLE_PERMISSIONS.MATERIAL_REQUESTER) }),
    );
    renderApp('/projects');
    expect(await screen.findByText('Main Street')).toBeInTheDocument();
    expect(screen.queryByTestId('projects-page-new')).toBeNull();
  }, 60_000);

  it('opens a project at /project/{id} and returns to the list when closed', async () => {
    api([project(1, 'Main Street')]);
    const { user, router } = renderApp('/project/1');
    const drawer = await screen.findByTestId('project-drawer', {}, { timeout: 15_000 });
    expect(within(drawer).getByTestId('project-name')).toHaveValue('Main Street');
    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/projects'));
  }, 60_000);

  it("asks 'Are you sure to delete this item?' before deleting a project group", async () => {
    const fake = api([]);
    const { user } = renderApp('/projects?tab=groups');
    await user.click(
      await screen.findByRole('button', { name: 'Delete North' }, { timeout: 15_000 }),
    );
    expect(await screen.findByText('Are you sure to delete this item?')).toBeInTheDocument();
    expect(fake.callsTo('DELETE', '/api/project_groups/7')).toHaveLength(0);
  }, 60_000);
});
