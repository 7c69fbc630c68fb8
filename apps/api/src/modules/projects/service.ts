import type { z } from 'zod';
import type {
  createProjectRequest,
  projectListQuery,
  updateProjectRequest,
} from '@laydown/contracts';
import type { Executor } from '../../db/client';
import { foreignKeyViolation, uniqueViolation } from '../../platform/db-errors';
import { ConflictError, ValidationError } from '../../platform/errors';
import type { TenantScope } from '../../platform/scope';
import { ownedOrNotFound } from '../../platform/tenancy';
import { inUnitOfWork } from '../../platform/unit-of-work';
import * as addresses from '../addresses/service';
import { unselectableWatchers } from '../users/watchers';
import * as groups from './group-repository';
import * as repo from './repository';

type CreateInput = z.output<typeof createProjectRequest>['project'];
type UpdateInput = z.output<typeof updateProjectRequest>['project'];
type ListInput = z.output<typeof projectListQuery>;

const SUBJECT = 'project';

export const PROJECT_NAME_TAKEN = 'A project with this name already exists.';
export const PROJECT_CODE_TAKEN = 'A project with this project id already exists.';
export const PROJECT_HAS_ORDERS = 'This project has orders and cannot be deleted.';
export const PLACEHOLDER_LOCKED = "The 'unknown' project cannot be changed or deleted.";
export const UNKNOWN_PROJECT_NAME = 'Unknown';

export interface NewProject {
  name: string;
  projectCode?: string;
}

/** A bare project (demo seed, factories). */
export function createProject(db: Executor, ctx: TenantScope, input: NewProject) {
  return repo.insertProject(db, ctx, { name: input.name, projectCode: input.projectCode ?? null });
}

/** Every company has one 'unknown' placeholder project (procurement-core §3 Project). */
export function createPlaceholderProject(db: Executor, ctx: TenantScope) {
  return repo.insertProject(db, ctx, { name: UNKNOWN_PROJECT_NAME, isPlaceholder: true });
}

/** Refuses ids that are not projects of the company, naming `field` (cost codes, phases, groups). */
export async function requireProjects(
  db: Executor,
  ctx: TenantScope,
  ids: number[],
  field: string,
) {
  const unique = [...new Set(ids)];
  const known = await repo.existingProjectIds(db, ctx, unique);
  if (known.length !== unique.length) {
    const message = 'Some of the projects do not exist.';
    throw new ValidationError(message, { [field]: [message] });
  }
}

export async function getProject(db: Executor, ctx: TenantScope, id: number) {
  const row = await repo.findProject(db, ctx, id);
  return ownedOrNotFound(ctx, row?.project);
}

/** One project with its group name and addresses, as the API shows it. */
export async function loadProject(db: Executor, ctx: TenantScope, id: number) {
  const row = await repo.findProject(db, ctx, id);
  const project = ownedOrNotFound(ctx, row?.project);
  return {
    project,
    groupName: row?.groupName ?? null,
    addresses: await addresses.listOwned(db, ctx, { kind: 'project', id }),
  };
}

export async function listProjects(db: Executor, ctx: TenantScope, params: ListInput) {
  const { rows, total } = await repo.listProjects(db, ctx, params);
  const owned = await addresses.listForOwners(
    db,
    ctx,
    'project',
    rows.map((r) => r.project.id),
  );
  return {
    total,
    rows: rows.map((r) => ({
      project: r.project,
      groupName: r.groupName,
      addresses: owned.filter((a) => a.projectId === r.project.id),
    })),
  };
}

async function checkReferences(db: Executor, ctx: TenantScope, input: UpdateInput) {
  if (input.project_group_id && !(await groups.findGroup(db, ctx, input.project_group_id))) {
    throw new ValidationError('The project group does not exist.', {
      'project.project_group_id': ['The project group does not exist.'],
    });
  }
  if (input.default_watcher_user_ids) {
    const bad = await unselectableWatchers(db, ctx, input.default_watcher_user_ids);
    if (bad.length > 0) {
      const message = 'Watchers must be active users who accepted their invitation.';
      throw new ValidationError(message, { 'project.default_watcher_user_ids': [message] });
    }
  }
}

function values(input: UpdateInput): repo.ProjectValues {
  return {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.project_id !== undefined ? { projectCode: input.project_id } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
    ...(input.inventory !== undefined ? { inventory: input.inventory } : {}),
    ...(input.project_group_id !== undefined ? { projectGroupId: input.project_group_id } : {}),
    ...(input.default_watcher_user_ids !== undefined
      ? { defaultWatcherUserIds: [...new Set(input.default_watcher_user_ids)] }
      : {}),
  };
}

function rethrowDuplicate(error: unknown): never {
  const violation = uniqueViolation(error);
  if (violation?.constraint === 'projects_company_code_key') {
    throw new ConflictError(PROJECT_CODE_TAKEN, 'duplicate_project_id');
  }
  if (violation) throw new ConflictError(PROJECT_NAME_TAKEN, 'duplicate_project_name');
  throw error;
}

export async function create(
  db: Executor,
  scope: TenantScope,
  input: CreateInput,
): Promise<number> {
  return inUnitOfWork(db, scope, async ({ tx, history }) => {
    await checkReferences(tx, scope, input);
    let id: number;
    try {
      const project = await repo.insertProject(tx, scope, { name: input.name, ...values(input) });
      await addresses.syncOwnedAddresses(
        tx,
        scope,
        { kind: 'project', id: project.id },
        input.addresses,
      );
      id = project.id;
    } catch (error) {
      return rethrowDuplicate(error);
    }
    await history.record({
      subjectType: SUBJECT,
      subjectId: id,
      action: 'created',
      title: `Project ${input.name} created`,
      snapshot: input,
    });
    return id;
  });
}

export async function update(
  db: Executor,
  scope: TenantScope,
  id: number,
  input: UpdateInput,
): Promise<void> {
  await inUnitOfWork(db, scope, async ({ tx, history }) => {
    const current = await getProject(tx, scope, id);
    if (current.isPlaceholder) throw new ConflictError(PLACEHOLDER_LOCKED, 'placeholder_project');
    await checkReferences(tx, scope, input);
    try {
      await repo.updateProject(tx, scope, id, values(input));
    } catch (error) {
      rethrowDuplicate(error);
    }
    if (input.addresses) {
      await addresses.syncOwnedAddresses(tx, scope, { kind: 'project', id }, input.addresses);
    }
    await history.record({
      subjectType: SUBJECT,
      subjectId: id,
      action: 'updated',
      title: `Project ${input.name ?? current.name} updated`,
      snapshot: input,
    });
  });
}

export async function remove(db: Executor, scope: TenantScope, id: number): Promise<void> {
  await inUnitOfWork(db, scope, async ({ tx, history }) => {
    const current = await getProject(tx, scope, id);
    if (current.isPlaceholder) throw new ConflictError(PLACEHOLDER_LOCKED, 'placeholder_project');
    try {
      await repo.deleteProject(tx, scope, id);
    } catch (error) {
      // Orders keep their project (decision 0070): a project that has orders stays.
      if (foreignKeyViolation(error)) throw new ConflictError(PROJECT_HAS_ORDERS);
      throw error;
    }
    await history.record({
      subjectType: SUBJECT,
      subjectId: id,
      action: 'deleted',
      title: `Project ${current.name} deleted`,
    });
  });
}
