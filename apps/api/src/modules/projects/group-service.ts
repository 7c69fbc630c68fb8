import type { z } from 'zod';
import type { createProjectGroupRequest, updateProjectGroupRequest } from '@laydown/contracts';
import type { Executor } from '../../db/client';
import type { CompanyContext } from '../../platform/auth/principal';
import { uniqueViolation } from '../../platform/db-errors';
import { ConflictError } from '../../platform/errors';
import { ownedOrNotFound } from '../../platform/tenancy';
import * as repo from './group-repository';
import * as projects from './repository';
import { requireProjects } from './service';

type Ctx = Pick<CompanyContext, 'companyId'>;
type UpdateInput = z.output<typeof updateProjectGroupRequest>['project_group'];

export const GROUP_NAME_TAKEN = 'A project group with this name already exists.';

export async function listGroups(db: Executor, ctx: Ctx) {
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

export async function loadGroup(db: Executor, ctx: Ctx, id: number) {
  const group = ownedOrNotFound(ctx, await repo.findGroup(db, ctx, id));
  return { group, projects: await projects.projectsOfGroups(db, ctx, [id]) };
}

async function setProjects(db: Executor, ctx: Ctx, groupId: number, projectIds: number[]) {
  await requireProjects(db, ctx, projectIds, 'project_group.project_ids');
  await projects.setGroupOfProjects(db, ctx, groupId, [...new Set(projectIds)]);
}

function duplicateName(error: unknown): never {
  if (uniqueViolation(error)) throw new ConflictError(GROUP_NAME_TAKEN, 'duplicate_project_group');
  throw error;
}

export async function createGroup(
  db: Executor,
  ctx: Ctx,
  input: z.output<typeof createProjectGroupRequest>['project_group'],
) {
  const group = await repo.insertGroup(db, ctx, input.name).catch(duplicateName);
  await setProjects(db, ctx, group.id, input.project_ids);
  return group.id;
}

export async function updateGroup(db: Executor, ctx: Ctx, id: number, input: UpdateInput) {
  ownedOrNotFound(ctx, await repo.findGroup(db, ctx, id));
  if (input.name !== undefined)
    await repo.renameGroup(db, ctx, id, input.name).catch(duplicateName);
  if (input.project_ids !== undefined) await setProjects(db, ctx, id, input.project_ids);
}

export async function deleteGroup(db: Executor, ctx: Ctx, id: number) {
  ownedOrNotFound(ctx, await repo.findGroup(db, ctx, id));
  await repo.deleteGroup(db, ctx, id);
}
