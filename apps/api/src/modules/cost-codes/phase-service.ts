import type { z } from 'zod';
import type { costCodePhaseRequest, updateCostCodePhaseRequest } from '@laydown/contracts';
import type { Executor } from '../../db/client';
import type { TenantScope } from '../../platform/scope';
import { ownedOrNotFound } from '../../platform/tenancy';
import { inUnitOfWork } from '../../platform/unit-of-work';
import * as projects from '../projects/service';
import { rethrowDuplicate } from './duplicates';
import * as repo from './phase-repository';

type PhaseInput = z.output<typeof updateCostCodePhaseRequest>['cost_code_phase'];

export const listPhases = repo.listPhases;
export const phaseFacets = repo.phaseFacets;
export const findPhase = repo.findPhase;

export async function getPhase(db: Executor, ctx: TenantScope, id: number) {
  return ownedOrNotFound(ctx, await repo.findPhase(db, ctx, id));
}

async function values(
  db: Executor,
  ctx: TenantScope,
  input: PhaseInput,
): Promise<repo.PhaseValues> {
  if (input.project_ids_relation) {
    await projects.requireProjects(
      db,
      ctx,
      input.project_ids_relation,
      'cost_code_phase.project_ids_relation',
    );
  }
  return {
    ...(input.code !== undefined ? { code: input.code } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
    ...(input.independent !== undefined ? { independent: input.independent } : {}),
    ...(input.dataSource !== undefined ? { dataSource: input.dataSource } : {}),
    ...(input.project_ids_relation !== undefined
      ? { projectIds: [...new Set(input.project_ids_relation)] }
      : {}),
  };
}

const SUBJECT = 'cost_code_phase';

export async function createPhase(
  db: Executor,
  scope: TenantScope,
  input: z.output<typeof costCodePhaseRequest>['cost_code_phase'],
): Promise<repo.PhaseRow> {
  return inUnitOfWork(db, scope, async ({ tx, history }) => {
    const row = await repo
      .insertPhase(tx, scope, { code: input.code, ...(await values(tx, scope, input)) })
      .catch(rethrowDuplicate('phase'));
    await history.record({
      subjectType: SUBJECT,
      subjectId: row.id,
      action: 'created',
      title: `Cost code phase ${row.code} created`,
      snapshot: input,
    });
    return row;
  });
}

export async function updatePhase(
  db: Executor,
  scope: TenantScope,
  id: number,
  input: PhaseInput,
): Promise<repo.PhaseRow> {
  return inUnitOfWork(db, scope, async ({ tx, history }) => {
    await getPhase(tx, scope, id);
    const row = await repo
      .updatePhase(tx, scope, id, await values(tx, scope, input))
      .catch(rethrowDuplicate('phase'));
    const saved = ownedOrNotFound(scope, row);
    await history.record({
      subjectType: SUBJECT,
      subjectId: id,
      action: 'updated',
      title: `Cost code phase ${saved.code} updated`,
      snapshot: input,
    });
    return saved;
  });
}
