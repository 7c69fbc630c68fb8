import type { z } from 'zod';
import type { costCodeInput, costCodeListQuery, updateCostCodeRequest } from '@laydown/contracts';
import { costCodeProblems, type CostCodeSettings } from '@laydown/domain';
import type { Executor } from '../../db/client';
import { NotFoundError, ValidationError } from '../../platform/errors';
import type { TenantScope } from '../../platform/scope';
import { ownedOrNotFound } from '../../platform/tenancy';
import { inUnitOfWork } from '../../platform/unit-of-work';
import * as settings from '../company-settings/service';
import * as projects from '../projects/service';
import { classes, numbers } from './code-service';
import * as repo from './cost-code-repository';
import { rethrowDuplicate } from './duplicates';
import * as phases from './phase-service';

const SUBJECT = 'cost_code';
type NewCostCode = z.output<typeof costCodeInput>;
type ListInput = z.output<typeof costCodeListQuery>;

/** Query filters of the list, facets and export, with the project filtering rule applied. */
export async function filtersFor(
  db: Executor,
  ctx: TenantScope,
  query: Omit<Partial<ListInput>, 'tags'> & { tags?: string | string[] | undefined },
): Promise<repo.CostCodeFilters> {
  const rules = await settings.getCostCodeSettings(db, ctx);
  const tags = query.tags === undefined ? undefined : [query.tags].flat();
  return {
    search: query.search,
    active: query.active,
    tags,
    cost_code_phase_id: query.cost_code_phase_id,
    cost_code_class_id: query.cost_code_class_id,
    allowed_for_project_id: rules.project_filtering_enabled ? query.project_id : undefined,
  };
}

export async function listCostCodes(db: Executor, ctx: TenantScope, query: ListInput) {
  const filters = await filtersFor(db, ctx, query);
  const { page, per_page, sort, sort_direction } = query;
  return repo.listCostCodes(db, ctx, { page, per_page, sort, sort_direction, ...filters });
}

export async function getCostCode(db: Executor, ctx: TenantScope, id: number) {
  const row = await repo.findCostCode(db, ctx, id);
  if (!row) throw new NotFoundError();
  ownedOrNotFound(ctx, row.costCode);
  return row;
}

function invalid(index: number | null, problems: Record<string, string>): ValidationError {
  const prefix = index === null ? 'cost_code' : `cost_codes.${index}`;
  const fields = Object.fromEntries(
    Object.entries(problems).map(([field, message]) => [`${prefix}.${field}`, [message]]),
  );
  return new ValidationError(Object.values(problems)[0] ?? 'The cost code is invalid.', fields);
}

async function checkParts(
  db: Executor,
  ctx: TenantScope,
  rules: CostCodeSettings,
  index: number | null,
  draft: {
    code: string;
    cost_code_phase_id: number | null;
    cost_code_class_id: number | null;
    project_ids?: number[] | undefined;
  },
) {
  const problems: Record<string, string> = { ...costCodeProblems(rules, draft) };
  if (draft.cost_code_phase_id && !(await phases.findPhase(db, ctx, draft.cost_code_phase_id))) {
    problems.cost_code_phase_id = 'The phase does not exist.';
  }
  if (draft.cost_code_class_id && !(await classes.repo.find(db, ctx, draft.cost_code_class_id))) {
    problems.cost_code_class_id = 'The class does not exist.';
  }
  if (Object.keys(problems).length > 0) throw invalid(index, problems);
  if (draft.project_ids?.length) {
    await projects.requireProjects(
      db,
      ctx,
      draft.project_ids,
      index === null ? 'cost_code.project_ids' : `cost_codes.${index}.project_ids`,
    );
  }
}

/**
 * POST /cost_codes: each code's number is found by code or created with the description; the
 * settings decide which of phase and class are required. All are saved or none.
 */
export async function createCostCodes(
  db: Executor,
  scope: TenantScope,
  inputs: NewCostCode[],
): Promise<number[]> {
  return inUnitOfWork(db, scope, async ({ tx, history }) => {
    const ids = await insertCostCodes(tx, scope, inputs);
    for (const [index, id] of ids.entries()) {
      await history.record({
        subjectType: SUBJECT,
        subjectId: id,
        action: 'created',
        title: `Cost code ${inputs[index]!.code} created`,
        snapshot: inputs[index],
      });
    }
    return ids;
  });
}

export async function updateCostCode(
  db: Executor,
  scope: TenantScope,
  id: number,
  input: z.output<typeof updateCostCodeRequest>['cost_code'],
): Promise<void> {
  await inUnitOfWork(db, scope, async ({ tx, history }) => {
    const code = await changeCostCode(tx, scope, id, input);
    await history.record({
      subjectType: SUBJECT,
      subjectId: id,
      action: 'updated',
      title: `Cost code ${code} updated`,
      snapshot: input,
    });
  });
}

async function insertCostCodes(db: Executor, ctx: TenantScope, inputs: NewCostCode[]) {
  const rules = await settings.getCostCodeSettings(db, ctx);
  const ids: number[] = [];
  for (const [index, input] of inputs.entries()) {
    await checkParts(db, ctx, rules, index, input);
    const number =
      (await numbers.repo.findByCode(db, ctx, input.code)) ??
      (await numbers.create(db, ctx, { code: input.code, description: input.description }));
    const row = await repo
      .insertCostCode(db, ctx, {
        costCodeNumberId: number.id,
        costCodePhaseId: rules.phase_code_enabled ? input.cost_code_phase_id : null,
        costCodeClassId: rules.class_enabled ? input.cost_code_class_id : null,
        projectIds: [...new Set(input.project_ids)],
        tags: [...new Set(input.tags)],
        active: input.active,
      })
      .catch(rethrowDuplicate('cost_code'));
    ids.push(row.id);
  }
  return ids;
}

/** Saves the change and answers the code's number, for the history. */
async function changeCostCode(
  db: Executor,
  ctx: TenantScope,
  id: number,
  input: z.output<typeof updateCostCodeRequest>['cost_code'],
) {
  const current = ownedOrNotFound(ctx, (await repo.findCostCode(db, ctx, id))?.costCode);
  const rules = await settings.getCostCodeSettings(db, ctx);
  const number = await numbers.get(db, ctx, current.costCodeNumberId);
  await checkParts(db, ctx, rules, null, {
    code: number.code,
    cost_code_phase_id:
      input.cost_code_phase_id === undefined ? current.costCodePhaseId : input.cost_code_phase_id,
    cost_code_class_id:
      input.cost_code_class_id === undefined ? current.costCodeClassId : input.cost_code_class_id,
    project_ids: input.project_ids,
  });
  await repo
    .updateCostCode(db, ctx, id, {
      ...(input.cost_code_phase_id !== undefined
        ? { costCodePhaseId: input.cost_code_phase_id }
        : {}),
      ...(input.cost_code_class_id !== undefined
        ? { costCodeClassId: input.cost_code_class_id }
        : {}),
      ...(input.project_ids !== undefined ? { projectIds: [...new Set(input.project_ids)] } : {}),
      ...(input.tags !== undefined ? { tags: [...new Set(input.tags)] } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
    })
    .catch(rethrowDuplicate('cost_code'));
  return number.code;
}

export const costCodeFacets = repo.costCodeFacets;
export const distinctTags = repo.distinctTags;
export const findCostCode = repo.findCostCode;
