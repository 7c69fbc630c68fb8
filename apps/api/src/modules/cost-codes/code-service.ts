import type { CodeInput } from '@laydown/contracts';
import type { Executor } from '../../db/client';
import { costCodeClasses, costCodeNumbers } from '../../db/schema/index';
import type { CompanyContext } from '../../platform/auth/principal';
import type { ListParams } from '../../platform/lists';
import { ownedOrNotFound } from '../../platform/tenancy';
import { codeRepository } from './code-repository';
import { rethrowDuplicate } from './duplicates';

type Ctx = Pick<CompanyContext, 'companyId'>;
type SavedCode = { code: string; description: string | null };

function codeService(repo: ReturnType<typeof codeRepository>) {
  return {
    repo,
    list: (db: Executor, ctx: Ctx, params: ListParams<'code' | 'description'>) =>
      repo.list(db, ctx, params),
    get: async (db: Executor, ctx: Ctx, id: number) =>
      ownedOrNotFound(ctx, await repo.find(db, ctx, id)),
    create: (db: Executor, ctx: Ctx, input: SavedCode) =>
      repo.insert(db, ctx, input).catch(rethrowDuplicate('cost_code')),
    update: async (db: Executor, ctx: Ctx, id: number, input: Partial<CodeInput>) =>
      ownedOrNotFound(
        ctx,
        await repo.update(db, ctx, id, input).catch(rethrowDuplicate('cost_code')),
      ),
  };
}

export const numbers = codeService(codeRepository(costCodeNumbers));
export const classes = codeService(codeRepository(costCodeClasses));
