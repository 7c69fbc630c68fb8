import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  addresses,
  companyVendorContacts,
  companyVendors,
  costCodes,
  projects,
  taxCodes,
  units,
} from '../../../db/schema/index';
import type { TenantScope } from '../../../platform/scope';

/** The demo company's reference rows the demo orders point at (modules/demo seeds them first). */
export async function demoReferences(db: Executor, scope: Pick<TenantScope, 'companyId'>) {
  const c = scope.companyId;
  const [projectRows, vendorRows, contactRows, unitRows, codeRows, taxRows, addressRows] =
    await Promise.all([
      db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.companyId, c), eq(projects.isPlaceholder, false)))
        .orderBy(asc(projects.id)),
      db
        .select({ id: companyVendors.id })
        .from(companyVendors)
        .where(eq(companyVendors.companyId, c))
        .orderBy(asc(companyVendors.id)),
      db
        .select({ id: companyVendorContacts.id, vendorId: companyVendorContacts.companyVendorId })
        .from(companyVendorContacts)
        .where(eq(companyVendorContacts.companyId, c)),
      // A name can stand for several multipliers (each, per 100): the demo orders use the plain ones.
      db
        .select({ id: units.id, name: units.name })
        .from(units)
        .where(and(eq(units.companyId, c), eq(units.multiplier, '1'))),
      db
        .select({ id: costCodes.id })
        .from(costCodes)
        .where(eq(costCodes.companyId, c))
        .orderBy(asc(costCodes.id)),
      db
        .select({ id: taxCodes.id, code: taxCodes.code })
        .from(taxCodes)
        .where(eq(taxCodes.companyId, c)),
      db
        .select({ id: addresses.id, projectId: addresses.projectId })
        .from(addresses)
        .where(and(eq(addresses.companyId, c), isNotNull(addresses.projectId))),
    ]);
  return { projectRows, vendorRows, contactRows, unitRows, codeRows, taxRows, addressRows };
}
