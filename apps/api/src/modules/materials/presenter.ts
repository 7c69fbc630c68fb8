import type { CompanyMaterialRecord } from '@laydown/contracts';
import { plainDecimal, unitNameLabel } from '@laydown/domain';
import { can } from '../../platform/auth/guards';
import { mayOnMaterial, mayViewCosts } from './policy';
import type { MaterialView } from './repository';
import type { CompanyScope } from '../../platform/scope';

const decimal = (value: string | null) => (value === null ? null : plainDecimal(value));

/**
 * Approve needs both approval and edit rights (procurement-core §2 row actions); Delete only an
 * own material that no order line uses.
 */
export function materialAbilities(
  ctx: CompanyScope,
  material: {
    requested: boolean;
    companyId: number;
    catalogCompanyId: number | null;
    hasOrderMaterials: boolean;
  },
) {
  const edit = can(ctx, 'can_edit_material_database');
  return {
    edit,
    approve: material.requested && edit && can(ctx, 'can_approve_order_request'),
    delete: edit && mayOnMaterial(ctx, 'delete', material) && !material.hasOrderMaterials,
  };
}

/**
 * The one place a material's costs are removed for a user without can_view_costs (policy.ts):
 * every materials answer (show, save, list, search, export) is made by presentMaterial.
 */
function withoutCosts(record: CompanyMaterialRecord): CompanyMaterialRecord {
  return { ...record, unit_price: null, price_per_weight: null, preferred_vendor_prices: [] };
}

/**
 * A material as the signed-in user sees it: for a provider material, the company's own
 * settings (tags, active, unit, weight, price per weight, projects) replace the provider's.
 */
export function presentMaterial(ctx: CompanyScope, view: MaterialView): CompanyMaterialRecord {
  const record = presentMaterialWithCosts(ctx, view);
  return mayViewCosts(ctx) ? record : withoutCosts(record);
}

function presentMaterialWithCosts(ctx: CompanyScope, view: MaterialView): CompanyMaterialRecord {
  const { material: m, settings: s } = view;
  const isCatalog = m.companyId === view.catalogCompanyId;
  const unit = s?.unitId ? view.settingsUnit : isCatalog ? (view.sameUnit ?? view.unit) : view.unit;
  return {
    id: m.id,
    company_id: m.companyId,
    description: m.description,
    product_identifier: m.productIdentifier,
    manufacturer: m.manufacturer,
    manufacturer_name: m.manufacturer,
    manufacturer_material_id: m.manufacturerMaterialId,
    size: m.size,
    material: m.material,
    group: m.group,
    sub_group: m.subGroup,
    connection_type: m.connectionType,
    weight: decimal(s?.weight ?? m.weight),
    price_per_weight: decimal(s?.pricePerWeight ?? m.pricePerWeight),
    unit_id: unit?.id ?? null,
    unit_name: unit
      ? unitNameLabel({
          name: unit.name,
          multiplier: unit.multiplier,
          override_label: unit.overrideLabel,
        })
      : null,
    unit_price: decimal(m.unitPrice),
    active: s?.active ?? m.active,
    tags: s?.tags ?? m.tags,
    image_url: m.imageUrl,
    image_source_type: m.imageSourceType,
    mix_code: m.mixCode,
    mix_design: m.mixDesign,
    project_ids: s?.projectIds ?? m.projectIds,
    cost_code_id: isCatalog ? (s?.costCodeId ?? null) : m.costCodeId,
    cost_code: view.costCodeLabel ?? null,
    cost_code_phase_id: isCatalog ? (s?.costCodePhaseId ?? null) : m.costCodePhaseId,
    cost_code_phase: view.phaseLabel ?? null,
    attributes: m.attributes,
    created_from: m.createdFrom,
    requested_by_id: m.requestedById,
    requested_at: m.requestedAt?.toISOString() ?? null,
    is_catalog: isCatalog,
    abilities: materialAbilities(ctx, {
      requested: m.requestedAt !== null,
      companyId: m.companyId,
      catalogCompanyId: view.catalogCompanyId,
      hasOrderMaterials: view.hasOrderMaterials,
    }),
    preferred_vendor_prices: view.vendorPrices.map((p) => ({
      id: p.id,
      company_vendor_id: p.companyVendorId,
      vendor_name: p.vendorName,
      price: plainDecimal(p.price),
      discarded: p.discarded,
    })),
    has_order_materials: view.hasOrderMaterials,
  };
}
