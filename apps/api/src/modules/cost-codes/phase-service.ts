import type { z } from 'zod';
import type { costCodePhaseRequest, updateCostCodePhaseRequest } from '@laydown/contracts';
import type { Executor } from '../../db/client';
import type { CompanyContext } from '../../platform/auth/principal';
import { ownedOrNotFound } from '../../platform/tenancy';
import * as projects from '../projects/service';
import { rethrowDuplicate } from './duplicates';
import * as repo from './phase-repository';

type Ctx = Pick<CompanyContext, 'companyId'>;
type PhaseInput = z.output<typeof updateCostCodePhaseRequest>['cost_code_phase'];

export const listPhases = repo.listPhases;
export const phaseFacets = repo.phaseFacets;
export const findPhase = repo.findPhase;

export async function getPhase(db: Executor, ctx: Ctx, id: number) {
  return ownedOrNotFound(ctx, await repo.findPhase(db, ctx, id));
}

async function values(db: Executor, ctx: Ctx, input: PhaseInput): Promise<repo.PhaseValues> {
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

export async function createPhase(
  db: Executor,
  ctx: Ctx,
  input: z.output<typeof costCodePhaseRequest>['cost_code_phase'],
) {
  const row = await repo
    .insertPhase(db, ctx, { code: input.code, ...(await values(db, ctx, input)) })
    .catch(rethrowDuplicate('phase'));
  return row;
}

export async function updatePhase(db: Executor, ctx: Ctx, id: number, input: PhaseInput) {
  await getPhase(db, ctx, id);
  const row = await repo
    .updatePhase(db, ctx, id, await values(db, ctx, input))
    .catch(rethrowDuplicate('phase'));
  return ownedOrNotFound(ctx, row);
}
