import { z } from 'zod';
import {
  ACCESS_TYPES,
  COMPANY_TYPES,
  HOME_PAGES,
  PERMISSIONS,
  PLAN_TIERS,
  ROLE_NAMES,
  passwordProblem,
  type Permission,
} from '@laydown/domain';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'The input is not a valid e-mail' }));

export const signInRequest = z
  .object({
    user: z
      .object({
        email,
        password: z.string().min(1).max(200),
        remember_me: z.enum(['1', '0']).default('1'),
        access_type: z.enum(ACCESS_TYPES).default('CONTRACTOR'),
      })
      .strict(),
  })
  .strict();
export type SignInRequest = z.input<typeof signInRequest>;

const permissionMap = z.object(
  Object.fromEntries(PERMISSIONS.map((p) => [p, z.boolean()])) as Record<Permission, z.ZodBoolean>,
);

/** The current user (access-and-platform §3 User), as far as the product has it. */
export const currentUser = z.object({
  id: z.number().int(),
  email: z.string(),
  type: z.enum(ACCESS_TYPES),
  role: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
  account: z.object({ id: z.number().int(), name: z.string(), type: z.string() }).nullable(),
  company_id: z.number().int().nullable(),
  company_user_id: z.number().int().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  project_group_ids: z.array(z.number().int()),
  user_permissions: permissionMap,
  /** The derived rules of §6, so the UI mirrors the server instead of re-deriving them. */
  abilities: z.object({
    can_access_invoices: z.boolean(),
    can_access_inventory: z.boolean(),
    can_view_historical_price_summary: z.boolean(),
    can_send_from_quote_leveling: z.boolean(),
    can_send_or_update: z.boolean(),
  }),
  feature_flags: z.record(z.string(), z.boolean()),
  is_laydown: z.boolean(),
  impersonator: z
    .object({
      id: z.number().int(),
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
    })
    .nullable(),
  is_active: z.boolean(),
  deactivated_at: z.string().nullable(),
  invitation_accepted_at: z.string().nullable(),
  invitation_sent_at: z.string().nullable(),
  invitation_link: z.string().nullable(),
  invitation_expires_at: z.string().nullable(),
  sign_in_count: z.number().int(),
  /** Where the user lands after signing in (User settings); null for the default home. */
  home_page: z.enum(HOME_PAGES).nullable(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const currentUserBody = z.object({ user: currentUser });

const password = z
  .string()
  .max(200)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const name = z.string().trim().min(1).max(100);

export const newCompany = z
  .object({
    name: z.string().trim().min(1).max(200),
    plan_tier: z.enum(PLAN_TIERS),
    company_type: z.enum(COMPANY_TYPES),
  })
  .strict();

export const newAdmin = z.object({ email, first_name: name, last_name: name, password }).strict();

/** POST /api/internal/companies and POST /api/setup. */
export const createCompanyRequest = z.object({ company: newCompany, admin: newAdmin }).strict();
export type CreateCompanyRequest = z.input<typeof createCompanyRequest>;

export const companySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  plan_tier: z.enum(PLAN_TIERS),
  company_type: z.enum(COMPANY_TYPES),
  users_count: z.number().int(),
  created_at: z.string(),
});
export type CompanySummary = z.infer<typeof companySummary>;

export const companyBody = z.object({ company: companySummary });

export const setupStatus = z.object({ setup_required: z.boolean() });

export const roleNames = z.enum(ROLE_NAMES);
