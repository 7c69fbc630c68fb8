import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  downloadSettingsRecord,
  otherSettingsRecord,
  type DownloadSettings,
  type OtherSettings,
  type updateDownloadSettingsRequest,
  type updateOtherSettingsRequest,
} from '@laydown/contracts';
import { DEFAULT_COST_CODE_SETTINGS, type CostCodeSettings } from '@laydown/domain';
import type { Executor } from '../../db/client';
import { companySettings } from '../../db/schema/index';
import type { TenantScope } from '../../platform/scope';
import { inUnitOfWork, type UnitOfWork } from '../../platform/unit-of-work';

export const DEFAULT_OTHER_SETTINGS: OtherSettings = {
  invoicing_email: null,
  cost_code_settings: DEFAULT_COST_CODE_SETTINGS,
  catalog_sources: [],
  allow_company_material_creation_through_stock: false,
  vendor_contact_domain_bypass: [],
};
export const DEFAULT_DOWNLOAD_SETTINGS: DownloadSettings = {
  delivery_file_naming: 'CURRENT_DATE_TIME',
};

async function row(db: Executor, ctx: TenantScope) {
  const [found] = await db
    .select()
    .from(companySettings)
    .where(eq(companySettings.companyId, ctx.companyId))
    .limit(1);
  return found;
}

/** Stored values over the defaults; a value that no longer parses falls back to its default. */
function merged<T extends object>(schema: z.ZodType<T>, defaults: T, stored: unknown): T {
  const candidate = { ...defaults, ...(stored && typeof stored === 'object' ? stored : {}) };
  const parsed = schema.safeParse(candidate);
  return parsed.success ? parsed.data : defaults;
}

export async function getOtherSettings(db: Executor, ctx: TenantScope): Promise<OtherSettings> {
  return otherSettingsOf((await row(db, ctx))?.otherSettings);
}

/** The other settings a stored `other_settings` value means (read elsewhere with more columns). */
export function otherSettingsOf(stored: unknown): OtherSettings {
  const base = merged(otherSettingsRecord, DEFAULT_OTHER_SETTINGS, stored);
  return {
    ...base,
    cost_code_settings: { ...DEFAULT_COST_CODE_SETTINGS, ...base.cost_code_settings },
  };
}

export async function getCostCodeSettings(
  db: Executor,
  ctx: TenantScope,
): Promise<CostCodeSettings> {
  return (await getOtherSettings(db, ctx)).cost_code_settings;
}

export async function getDownloadSettings(
  db: Executor,
  ctx: TenantScope,
): Promise<DownloadSettings> {
  return merged(
    downloadSettingsRecord,
    DEFAULT_DOWNLOAD_SETTINGS,
    (await row(db, ctx))?.downloadSettings,
  );
}

async function save(
  db: Executor,
  ctx: TenantScope,
  values: { otherSettings?: OtherSettings; downloadSettings?: DownloadSettings },
) {
  await db
    .insert(companySettings)
    .values({ companyId: ctx.companyId, ...values })
    .onConflictDoUpdate({
      target: companySettings.companyId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

/** A settings save in the company's history: the company is the subject, the sent values the snapshot. */
function recordSaved(uow: UnitOfWork, section: string, input: unknown): Promise<void> {
  return uow.history.record({
    subjectType: 'company_settings',
    subjectId: uow.scope.companyId,
    action: 'updated',
    title: `Company ${section} updated`,
    snapshot: input,
  });
}

export async function updateOtherSettings(
  db: Executor,
  scope: TenantScope,
  input: z.output<typeof updateOtherSettingsRequest>['other_settings'],
): Promise<OtherSettings> {
  return inUnitOfWork(db, scope, async (uow) => {
    const next = await saveOtherSettings(uow.tx, scope, input);
    await recordSaved(uow, 'settings', input);
    return next;
  });
}

export async function updateDownloadSettings(
  db: Executor,
  scope: TenantScope,
  input: z.output<typeof updateDownloadSettingsRequest>['download_settings'],
): Promise<DownloadSettings> {
  return inUnitOfWork(db, scope, async (uow) => {
    const next = { ...(await getDownloadSettings(uow.tx, scope)), ...input };
    await save(uow.tx, scope, { downloadSettings: next });
    await recordSaved(uow, 'download settings', input);
    return next;
  });
}

async function saveOtherSettings(
  db: Executor,
  ctx: TenantScope,
  input: z.output<typeof updateOtherSettingsRequest>['other_settings'],
): Promise<OtherSettings> {
  const current = await getOtherSettings(db, ctx);
  const { cost_code_settings: costCodes, ...rest } = input;
  const next: OtherSettings = {
    ...current,
    ...rest,
    cost_code_settings: { ...current.cost_code_settings, ...costCodes },
    ...(rest.vendor_contact_domain_bypass
      ? { vendor_contact_domain_bypass: [...new Set(rest.vendor_contact_domain_bypass)] }
      : {}),
  };
  await save(db, ctx, { otherSettings: next });
  return next;
}
