import type { z } from 'zod';
import type { createProjectGroupRequest, updateProjectGroupRequest } from '@laydown/contracts';
import type { Executor } from '../../db/client';
import { uniqueViolation } from '../../platform/db-errors';
import { ConflictError } from '../../platform/errors';
import type { TenantScope } from '../../platform/scope';
import { ownedOrNotFound } from '../../platform/tenancy';
import { inUnitOfWork } from '../../platform/unit-of-work';
import * as repo from './group-repository';
import * as projects from './repository';
import { requireProjects } from './service';

type UpdateInput = z.output<typeof updateProjectGroupRequest>['project_group'];

const SUBJECT = 'project_group';

export const GROUP_NAME_TAKEN = 'A project group with this name already exists.';

export async function listGroups(db: Executor, ctx: TenantScope) {
  const groups = await repo.listGroups(db, ctx);
  const members = await projects.projectsOfGroups(
    db,
    ctx,
    groups.map((g) => g.id),
  );
  return groups.map((group) => ({
    group,
    projects: members.filter((p) => p.groupId === group.id),
  }));
}

export async function loadGroup(db: Executor, ctx: TenantScope, id: number) {
  const group = ownedOrNotFound(ctx, await repo.findGroup(db, ctx, id));
  return { group, projects: await projects.projectsOfGroups(db, ctx, [id]) };
}

async function setProjects(db: Executor, ctx: TenantScope, groupId: number, projectIds: number[]) {
  await requireProjects(db, ctx, projectIds, 'project_group.project_ids');
  await projects.setGroupOfProjects(db, ctx, groupId, [...new Set(projectIds)]);
}

function duplicateName(error: unknown): never {
  if (uniqueViolation(error)) throw new ConflictError(GROUP_NAME_TAKEN, 'duplicate_project_group');
  throw error;
}

export async function createGroup(
  db: Executor,
  scope: TenantScope,
  input: z.output<typeof createProjectGroupRequest>['project_group'],
): Promise<number> {
  return inUnitOfWork(db, scope, async ({ tx, history }) => {
    const group = await repo.insertGroup(tx, scope, input.name).catch(duplicateName);
    await setProjects(tx, scope, group.id, input.project_ids);
    await history.record({
      subjectType: SUBJECT,
      subjectId: group.id,
      action: 'created',
      title: `Project group ${group.name} created`,
      snapshot: { name: group.name, project_ids: [...new Set(input.project_ids)] },
    });
    return group.id;
  });
}

export async function updateGroup(
  db: Executor,
  scope: TenantScope,
  id: number,
  input: UpdateInput,
): Promise<void> {
  await inUnitOfWork(db, scope, async ({ tx, history }) => {
    const before = ownedOrNotFound(scope, await repo.findGroup(tx, scope, id));
    if (input.name !== undefined)
      await repo.renameGroup(tx, scope, id, input.name).catch(duplicateName);
    if (input.project_ids !== undefined) await setProjects(tx, scope, id, input.project_ids);
    await history.record({
      subjectType: SUBJECT,
      subjectId: id,
      action: 'updated',
      title: `Project group ${input.name ?? before.name} updated`,
      snapshot: input,
    });
  });
}

export async function deleteGroup(db: Executor, scope: TenantScope, id: number): Promise<void> {
  await inUnitOfWork(db, scope, async ({ tx, history }) => {
    const group = ownedOrNotFound(scope, await repo.findGroup(tx, scope, id));
    await repo.deleteGroup(tx, scope, id);
    await history.record({
      subjectType: SUBJECT,
      subjectId: id,
      action: 'deleted',
      title: `Project group ${group.name} deleted`,
    });
  });
}
