import type { CreateCompanyMaterialInput, UpdateCompanyMaterialInput } from '@laydown/contracts';
import { CATALOG_EDITABLE_FIELDS, MATERIAL_MESSAGES } from '@laydown/domain';
import type { Database, Executor } from '../../db/client';
import { can } from '../../platform/auth/guards';
import { foreignKeyViolation, uniqueViolation } from '../../platform/db-errors';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type FieldErrors,
} from '../../platform/errors';
import * as companies from '../companies/service';
import { checkConfiguredFields } from './configuration/configured-fields';
import { diffFields, inUnitOfWork, type UnitOfWork } from '../../platform/unit-of-work';
import { costInputsAllowed, mayOnMaterial, type MaterialAction, type PolicyScope } from './policy';
import { presentMaterial } from './presenter';
import * as repo from './repository';
import { duplicatedVendorError, saveVendorPrices } from './prices/vendor-prices';
import type { CompanyScope, TenantScope } from '../../platform/scope';

const FIELD = (name: string) => `company_material.${name}`;

const HISTORY_SUBJECT = 'company_material';
/**
 * The fields whose changes the history keeps: not the costs (price per weight, vendor prices),
 * so a history never shows them to a user without can_view_costs.
 */
const HISTORY_FIELDS = [
  'description',
  'product_identifier',
  'manufacturer',
  'size',
  'material',
  'group',
  'sub_group',
  'connection_type',
  'weight',
  'unit_id',
  'active',
  'tags',
  'image_url',
  'mix_code',
  'mix_design',
  'project_ids',
  'cost_code_id',
  'cost_code_phase_id',
] as const;

/**
 * The record check of the company_materials/:id routes, run before their body is validated:
 * another company's material (or none) answers 404 (policy.ts mayOnMaterial).
 */
export async function requireMaterialAccess(
  db: Executor,
  scope: PolicyScope,
  id: number,
  action: MaterialAction,
): Promise<void> {
  const [owner, catalogId] = await Promise.all([
    repo.materialOwner(db, id),
    repo.catalogCompanyId(db),
  ]);
  const allowed =
    owner !== undefined &&
    mayOnMaterial(scope, action, { companyId: owner, catalogCompanyId: catalogId });
  if (!allowed) throw new NotFoundError();
}

export async function getMaterial(db: Executor, ctx: CompanyScope, id: number) {
  const view = await repo.findView(db, ctx, id);
  if (!view) throw new NotFoundError();
  return view;
}

/** Unit and projects must be the company's own; checked here so the answer names the field. */
async function checkReferences(
  db: Executor,
  ctx: CompanyScope,
  input: { unit_id?: number | null | undefined; project_ids?: number[] | undefined },
) {
  const fields: FieldErrors = {};
  if (input.unit_id && !(await repo.unitExists(db, ctx, input.unit_id))) {
    fields[FIELD('unit_id')] = ['Unit not found'];
  }
  if (input.project_ids && input.project_ids.length > 0) {
    const found = new Set(await repo.existingProjectIds(db, ctx, input.project_ids));
    if (input.project_ids.some((id) => !found.has(id))) {
      fields[FIELD('project_ids')] = ['Project not found'];
    }
  }
  if (Object.keys(fields).length > 0)
    throw new ValidationError(MATERIAL_MESSAGES.unableToAdd, fields);
}

async function checkProviderMaterial(db: Executor, ctx: CompanyScope, id: number) {
  const view = await repo.findView(db, ctx, id);
  if (!view || view.material.companyId !== view.catalogCompanyId) {
    throw new ValidationError(MATERIAL_MESSAGES.unableToAdd, {
      [FIELD('manufacturer_material_id')]: ['Provider material not found'],
    });
  }
}

/** §8: a unique violation on the material is one message; the form keeps what was typed. */
export async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const duplicatedVendor = duplicatedVendorError(error);
    if (duplicatedVendor) throw duplicatedVendor;
    if (uniqueViolation(error))
      throw new ConflictError(MATERIAL_MESSAGES.alreadyExists, 'duplicate_material');
    throw error;
  }
}

function columns(input: UpdateCompanyMaterialInput): repo.MaterialUpdate {
  const out: repo.MaterialUpdate = {};
  const set = <K extends keyof repo.MaterialUpdate>(
    key: K,
    value: repo.MaterialUpdate[K] | undefined,
  ) => {
    if (value !== undefined) out[key] = value;
  };
  set('description', input.description);
  set('productIdentifier', input.product_identifier);
  set('manufacturer', input.manufacturer);
  set('size', input.size);
  set('material', input.material);
  set('group', input.group);
  set('subGroup', input.sub_group);
  set('connectionType', input.connection_type);
  set('weight', input.weight);
  set('pricePerWeight', input.price_per_weight);
  set('unitId', input.unit_id);
  set('active', input.active);
  set('tags', input.tags ? [...new Set(input.tags)] : undefined);
  set('imageUrl', input.image_url);
  set('imageSourceType', input.image_source_type);
  set('mixCode', input.mix_code);
  set('mixDesign', input.mix_design);
  set('projectIds', input.project_ids ? [...new Set(input.project_ids)] : undefined);
  set('attributes', input.attributes);
  set('costCodeId', input.cost_code_id);
  set('costCodePhaseId', input.cost_code_phase_id);
  return out;
}

/**
 * A user without can_create_new_material may still request a material (procurement-core §1, §2
 * Request New Material; decision 0030) unless the company switched requests off with its
 * disable_request_new_material flag (§6).
 */
export async function authorizeMaterialRequest(db: Database, ctx: CompanyScope): Promise<void> {
  if (await companies.featureFlagOn(db, ctx.companyId, 'disable_request_new_material')) {
    throw new ForbiddenError();
  }
}

/**
 * POST /company_materials. A user who cannot edit the material database creates a requested
 * material, which waits for approval (access-and-platform §6 material requester).
 */
export async function createMaterial(
  db: Database,
  ctx: CompanyScope,
  sent: CreateCompanyMaterialInput,
) {
  const input = costInputsAllowed(ctx, sent);
  await checkReferences(db, ctx, input);
  await checkConfiguredFields(db, ctx, input, input, { isCatalog: false });
  if (input.manufacturer_material_id)
    await checkProviderMaterial(db, ctx, input.manufacturer_material_id);
  // Only a user who may both create and edit adds a material outright; anyone else requests one.
  const requested = !(
    can(ctx, 'can_create_new_material') && can(ctx, 'can_edit_material_database')
  );
  const id = await uniquely(() =>
    inUnitOfWork(db, ctx, async ({ tx, history }) => {
      const newId = await repo.insertMaterial(tx, ctx, {
        ...columns(input),
        description: input.description,
        createdFrom: input.created_from ?? null,
        manufacturerMaterialId: input.manufacturer_material_id ?? null,
        requestedById: requested ? ctx.companyUserId : null,
        requestedAt: requested ? new Date() : null,
      });
      await repo.addSearchWords(tx, ctx, [newId]);
      await saveVendorPrices(tx, ctx, newId, input.company_material_vendor_prices_attributes);
      await history.record({
        subjectType: HISTORY_SUBJECT,
        subjectId: newId,
        action: requested ? 'requested' : 'created',
        title: `Material ${input.description} ${requested ? 'requested' : 'created'}`,
      });
      return newId;
    }),
  );
  return getMaterial(db, ctx, id);
}

/**
 * PATCH /company_materials/:id. A provider material takes only the §2 editable fields, kept as
 * this company's settings. Saving a requested material approves it when the user may approve
 * (procurement-core §4: clears requested_by_id and requested_at).
 */
export async function updateMaterial(
  db: Database,
  ctx: CompanyScope,
  id: number,
  sent: UpdateCompanyMaterialInput,
) {
  const input = costInputsAllowed(ctx, sent);
  const view = await getMaterial(db, ctx, id);
  await checkReferences(db, ctx, input);
  const isCatalog = view.material.companyId !== ctx.companyId;
  await checkConfiguredFields(
    db,
    ctx,
    input,
    { ...presentMaterial(ctx, view), ...input },
    { isCatalog, submitted: Object.keys(input) },
  );
  const before = presentMaterial(ctx, view);
  const recordChanges = (uow: UnitOfWork) => {
    const changes = diffFields(before, input as Partial<typeof before>, HISTORY_FIELDS);
    if (changes.length === 0) return Promise.resolve();
    return uow.history.record({
      subjectType: HISTORY_SUBJECT,
      subjectId: id,
      action: 'updated',
      title: `Material ${view.material.description} updated`,
      changes,
    });
  };
  if (isCatalog) {
    await uniquely(() =>
      inUnitOfWork(db, ctx, async (uow) => {
        await updateCatalogSettings(uow.tx, ctx, id, input);
        await saveVendorPrices(uow.tx, ctx, id, input.company_material_vendor_prices_attributes);
        await recordChanges(uow);
      }),
    );
    return getMaterial(db, ctx, id);
  }
  const approve = view.material.requestedAt !== null && can(ctx, 'can_approve_order_request');
  await uniquely(() =>
    inUnitOfWork(db, ctx, async (uow) => {
      const { tx } = uow;
      await repo.updateMaterial(tx, ctx, id, {
        ...columns(input),
        ...(approve ? { requestedById: null, requestedAt: null } : {}),
      });
      await repo.addSearchWords(tx, ctx, [id]);
      await saveVendorPrices(tx, ctx, id, input.company_material_vendor_prices_attributes);
      await recordChanges(uow);
    }),
  );
  return getMaterial(db, ctx, id);
}

async function updateCatalogSettings(
  db: Executor,
  ctx: CompanyScope,
  id: number,
  input: UpdateCompanyMaterialInput,
) {
  const editable: readonly string[] = CATALOG_EDITABLE_FIELDS;
  const refused = Object.keys(input).filter((key) => !editable.includes(key));
  if (refused.length > 0) {
    throw new ValidationError(
      MATERIAL_MESSAGES.catalogRestricted,
      Object.fromEntries(refused.map((key) => [FIELD(key), [MATERIAL_MESSAGES.catalogRestricted]])),
    );
  }
  const values = columns(input);
  await repo.upsertCatalogSettings(db, ctx, id, {
    ...(values.active !== undefined ? { active: values.active } : {}),
    ...(values.tags !== undefined ? { tags: values.tags } : {}),
    ...(values.unitId !== undefined ? { unitId: values.unitId } : {}),
    ...(values.weight !== undefined ? { weight: values.weight } : {}),
    ...(values.pricePerWeight !== undefined ? { pricePerWeight: values.pricePerWeight } : {}),
    ...(values.projectIds !== undefined ? { projectIds: values.projectIds } : {}),
    ...(values.costCodeId !== undefined ? { costCodeId: values.costCodeId } : {}),
    ...(values.costCodePhaseId !== undefined ? { costCodePhaseId: values.costCodePhaseId } : {}),
  });
}

/**
 * DELETE /company_materials/:id (procurement-core §2 row action Delete): only the company's own
 * material, and only while no order line uses it (a deleted line still points at it, so the
 * database has the last word). The vocabulary loses the words no other material holds.
 */
export async function deleteMaterial(db: Database, ctx: CompanyScope, id: number) {
  const view = await getMaterial(db, ctx, id);
  const record = { companyId: view.material.companyId, catalogCompanyId: view.catalogCompanyId };
  if (!mayOnMaterial(ctx, 'delete', record))
    throw new ValidationError(MATERIAL_MESSAGES.catalogRestricted);
  const inOrders = () => new ConflictError(MATERIAL_MESSAGES.usedInOrders, 'material_in_orders');
  if (view.hasOrderMaterials) throw inOrders();
  try {
    await inUnitOfWork(db, ctx, async ({ tx, history }) => {
      const words = await repo.searchWordsOf(tx, ctx, id);
      await repo.deleteMaterial(tx, ctx, id);
      await repo.pruneSearchWords(tx, ctx, words);
      await history.record({
        subjectType: HISTORY_SUBJECT,
        subjectId: id,
        action: 'deleted',
        title: `Material ${view.material.description} deleted`,
      });
    });
  } catch (error) {
    if (foreignKeyViolation(error)) throw inOrders();
    throw error;
  }
}

export function listTags(db: Executor, ctx: CompanyScope) {
  return repo.listTags(db, ctx);
}

/**
 * Adds the words of the given materials (or all the company's) to the typo-correction vocabulary,
 * inside the caller's transaction (the catalogue seed, the test factories).
 */
export function refreshSearchWords(db: Executor, scope: TenantScope, ids?: number[]) {
  return repo.addSearchWords(db, scope, ids);
}

/** Inserts a material row as given, for seeds and test factories (no checks, no history). */
export function insertMaterialForSeed(
  db: Executor,
  scope: TenantScope,
  values: repo.MaterialInsert,
) {
  return repo.insertMaterial(db, scope, values);
}
