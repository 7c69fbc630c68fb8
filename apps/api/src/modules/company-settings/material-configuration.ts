import { eq, sql } from 'drizzle-orm';
import type { UpdateMaterialConfigurationRequest } from '@laydown/contracts';
import {
  DEFAULT_MATERIAL_CONFIGURATION,
  MATERIAL_ATTRIBUTES,
  materialConfigurationProblems,
  orderMaterialAttributes,
  type MaterialAttributeKey,
  type MaterialConfiguration,
} from '@laydown/domain';
import type { Executor } from '../../db/client';
import { companySettings } from '../../db/schema/index';
import { ValidationError } from '../../platform/errors';
import type { TenantScope } from '../../platform/scope';

type Update = NonNullable<UpdateMaterialConfigurationRequest['company_material_configuration']>;

const stringList = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;

/** Stored lists over the defaults, ordered (§9) and cleaned of keys that no longer exist. */
/** The configuration a stored `material_configuration` value means (defaults where absent). */
export function materialConfigurationOf(
  stored: Record<string, unknown> | null | undefined,
): MaterialConfiguration {
  const pick = (key: keyof MaterialConfiguration) =>
    orderMaterialAttributes(stringList(stored?.[key]) ?? DEFAULT_MATERIAL_CONFIGURATION[key]);
  const used = new Set<string>(pick('company_attributes'));
  return {
    company_attributes: pick('company_attributes'),
    required_attributes: pick('required_attributes').filter((key) => used.has(key)),
    company_material_columns: pick('company_material_columns').filter((key) => used.has(key)),
  };
}

/** The company's material configuration: defaults until it is first saved (decision 0026). */
export async function getMaterialConfiguration(
  db: Executor,
  ctx: TenantScope,
): Promise<MaterialConfiguration> {
  const [row] = await db
    .select({ value: companySettings.materialConfiguration })
    .from(companySettings)
    .where(eq(companySettings.companyId, ctx.companyId))
    .limit(1);
  return materialConfigurationOf(row?.value);
}

/** PATCH: the given lists replace the stored ones; required keys and columns must be in use. */
export async function updateMaterialConfiguration(
  db: Executor,
  ctx: TenantScope,
  input: Update,
): Promise<MaterialConfiguration> {
  const current = await getMaterialConfiguration(db, ctx);
  const used = orderMaterialAttributes(input.company_attributes ?? current.company_attributes);
  // Lists not sent keep their keys that are still in use; lists sent must be consistent.
  const keep = (list: MaterialAttributeKey[]) => list.filter((key) => used.includes(key));
  const next: MaterialConfiguration = {
    company_attributes: used,
    required_attributes: orderMaterialAttributes(
      input.required_attributes ?? keep(current.required_attributes),
    ),
    company_material_columns: orderMaterialAttributes(
      input.company_material_columns ?? keep(current.company_material_columns),
    ),
  };
  const problems = materialConfigurationProblems(next);
  if (Object.keys(problems).length > 0) {
    throw new ValidationError(
      'Unable to save the material configuration',
      Object.fromEntries(
        Object.entries(problems).map(([key, message]) => [
          `company_material_configuration.${key}`,
          [message],
        ]),
      ),
    );
  }
  await db
    .insert(companySettings)
    .values({ companyId: ctx.companyId, materialConfiguration: { ...next } })
    .onConflictDoUpdate({
      target: companySettings.companyId,
      set: { materialConfiguration: { ...next }, updatedAt: sql`now()` },
    });
  return next;
}

/** The answer of both calls: the configuration with every attribute the company may use. */
export function presentMaterialConfiguration(config: MaterialConfiguration) {
  return {
    all_attributes: MATERIAL_ATTRIBUTES.map(({ key, label }) => ({ key, label })),
    ...config,
  };
}
