import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Permission, RoleName } from '@laydown/domain';
import type { Database } from '../../src/db/client';
import { roles } from '../../src/db/schema/index';
import * as materials from '../../src/modules/materials/index';
import { systemScope } from '../../src/platform/scope';

export interface MaterialFields {
  description?: string;
  productIdentifier?: string | null;
  manufacturer?: string | null;
  material?: string | null;
  group?: string | null;
  size?: string | null;
  tags?: string[];
  projectIds?: number[];
  requestedById?: number | null;
}

/** A material of the company, with its words in the typo-correction vocabulary. */
export async function createMaterial(
  db: Database,
  companyId: number,
  fields: MaterialFields = {},
): Promise<number> {
  const ctx = systemScope('test factory', companyId);
  return db.transaction(async (tx) => {
    const id = await materials.insertMaterialForSeed(tx, ctx, {
      description: fields.description ?? `Material ${randomUUID().slice(0, 8)}`,
      productIdentifier: fields.productIdentifier ?? null,
      manufacturer: fields.manufacturer ?? null,
      material: fields.material ?? null,
      group: fields.group ?? null,
      size: fields.size ?? null,
      tags: fields.tags ?? [],
      projectIds: fields.projectIds ?? [],
      requestedById: fields.requestedById ?? null,
      requestedAt: fields.requestedById ? new Date() : null,
    });
    await materials.refreshSearchWords(tx, ctx, [id]);
    return id;
  });
}

/** Replaces a role's permissions in one company (roles are per company, so tests stay apart). */
export async function setRolePermissions(
  db: Database,
  companyId: number,
  role: RoleName,
  permissions: Permission[],
): Promise<void> {
  await db
    .update(roles)
    .set({ permissions })
    .where(and(eq(roles.companyId, companyId), eq(roles.name, role)));
}
