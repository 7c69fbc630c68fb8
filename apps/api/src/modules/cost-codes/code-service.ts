import type { CodeInput } from '@laydown/contracts';
import type { Executor } from '../../db/client';
import { costCodeClasses, costCodeNumbers } from '../../db/schema/index';
import type { ListParams } from '../../platform/lists';
import type { TenantScope } from '../../platform/scope';
import { ownedOrNotFound } from '../../platform/tenancy';
import { inUnitOfWork } from '../../platform/unit-of-work';
import { codeRepository } from './code-repository';
import { rethrowDuplicate } from './duplicates';

type SavedCode = { code: string; description: string | null };

function codeService(repo: ReturnType<typeof codeRepository>, subject: string, label: string) {
  const create = (db: Executor, ctx: TenantScope, input: SavedCode) =>
    repo.insert(db, ctx, input).catch(rethrowDuplicate('cost_code'));
  const update = async (db: Executor, ctx: TenantScope, id: number, input: Partial<CodeInput>) =>
    ownedOrNotFound(
      ctx,
      await repo.update(db, ctx, id, input).catch(rethrowDuplicate('cost_code')),
    );
  return {
    repo,
    list: (db: Executor, ctx: TenantScope, params: ListParams<'code' | 'description'>) =>
      repo.list(db, ctx, params),
    get: async (db: Executor, ctx: TenantScope, id: number) =>
      ownedOrNotFound(ctx, await repo.find(db, ctx, id)),
    /** Inside the caller's unit of work (a cost code creates its number). */
    create,
    /** POST of one code: its own unit of work, with its history entry. */
    add: (db: Executor, scope: TenantScope, input: SavedCode) =>
      inUnitOfWork(db, scope, async ({ tx, history }) => {
        const row = await create(tx, scope, input);
        await history.record({
          subjectType: subject,
          subjectId: row.id,
          action: 'created',
          title: `${label} ${row.code} created`,
          snapshot: input,
        });
        return row;
      }),
    /** PATCH of one code: its own unit of work, with its history entry. */
    edit: (db: Executor, scope: TenantScope, id: number, input: Partial<CodeInput>) =>
      inUnitOfWork(db, scope, async ({ tx, history }) => {
        const row = await update(tx, scope, id, input);
        await history.record({
          subjectType: subject,
          subjectId: id,
          action: 'updated',
          title: `${label} ${row.code} updated`,
          snapshot: input,
        });
        return row;
      }),
  };
}

export const numbers = codeService(
  codeRepository(costCodeNumbers),
  'cost_code_number',
  'Cost code number',
);
export const classes = codeService(
  codeRepository(costCodeClasses),
  'cost_code_class',
  'Cost code class',
);
