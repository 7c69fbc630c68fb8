import { z } from 'zod';
import { id, queryInt } from './primitives';
import {
  COMPANY_USER_FILTERS,
  COMPANY_USER_STATUSES,
  LIST_PAGE_SIZE,
  MESSAGES,
  isPhoneNumber,
  PHONE_MESSAGE,
  TEXT_LIMITS,
} from '@laydown/domain';
import { accountEmail, MATCHING, passwordFields } from './account';

const ids = z.array(id).max(500);

/**
 * A member of the company as Company users management shows it (§2, §3 User). Until the person
 * accepts, the company sees only the address it invited: user_id is null, names are empty and
 * sign_in_count is 0 (decision 0029).
 */
export const companyUser = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.object({ id: z.number().int(), name: z.string() }),
  project_group_ids: z.array(z.number().int()),
  status: z.enum(COMPANY_USER_STATUSES),
  is_active: z.boolean(),
  deactivated_at: z.string().nullable(),
  invitation_sent_at: z.string().nullable(),
  invitation_accepted_at: z.string().nullable(),
  invitation_expires_at: z.string().nullable(),
  sign_in_count: z.number().int(),
  abilities: z.object({ resend_invitation: z.boolean(), deactivate: z.boolean() }),
});
export type CompanyUser = z.infer<typeof companyUser>;
export const companyUserBody = z.object({ company_user: companyUser });

export const COMPANY_USER_SORTS = ['name', 'email', 'role', 'created_at'] as const;

export const companyUsersQuery = z
  .object({
    page: queryInt(1).default(1),
    per_page: queryInt(1, 1000).default(LIST_PAGE_SIZE),
    search: z.string().trim().max(200).optional(),
    filter: z.enum(COMPANY_USER_FILTERS).optional(),
    sort: z.enum(COMPANY_USER_SORTS).optional(),
    sort_direction: z.enum(['asc', 'desc']).optional(),
  })
  .strict();
export type CompanyUsersQuery = z.input<typeof companyUsersQuery>;

/** PATCH /api/company_users/:id: role, project groups and active (§2). */
export const updateCompanyUserRequest = z
  .object({
    company_user: z
      .object({
        role_id: id.optional(),
        project_group_ids: ids.optional(),
        active: z.boolean().optional(),
      })
      .strict(),
  })
  .strict();
export type UpdateCompanyUserRequest = z.input<typeof updateCompanyUserRequest>;

/** POST /api/users/invitation (§7): email, role, project groups, and the user being replaced. */
export const inviteRequest = z
  .object({
    user: z
      .object({
        email: accountEmail,
        role_id: id,
        project_group_ids: ids.default([]),
        replacing_user_id: id.nullable().optional(),
      })
      .strict(),
  })
  .strict();
export type InviteRequest = z.input<typeof inviteRequest>;

const personName = (required: string) =>
  z.string({ message: required }).trim().min(1, required).max(100);

/** PUT /api/users/invitation: accepting with the mailed token (§2 Invitation registration form). */
export const acceptInvitationRequest = z
  .object({
    user: z
      .object({
        invitation_token: z.string().min(1).max(200),
        first_name: personName(MESSAGES.registration.firstNameRequired),
        last_name: personName(MESSAGES.registration.lastNameRequired),
        phone_number: z
          .string()
          .trim()
          .max(TEXT_LIMITS.phone)
          .refine((v) => v === '' || isPhoneNumber(v), { message: PHONE_MESSAGE })
          .optional(),
        ...passwordFields,
      })
      .strict()
      .refine(MATCHING.check, MATCHING.params),
  })
  .strict();
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequest>;

export const invitationQuery = z.object({ invitation_token: z.string().min(1).max(200) }).strict();

/** What the accept form shows before the invitee fills it in. */
export const invitationInfoBody = z.object({
  invitation: z.object({
    email: z.string(),
    company_name: z.string(),
    expired: z.boolean(),
    /** The invitee already has an account: they sign in to accept instead of registering. */
    has_account: z.boolean(),
  }),
});
export type InvitationInfo = z.infer<typeof invitationInfoBody>['invitation'];

/** A named choice for a select (roles, project groups). */
export const option = z.object({ id: z.number().int(), name: z.string() });
export type Option = z.infer<typeof option>;
export const optionsBody = z.object({ records: z.array(option) });

/**
 * GET /api/companies: the companies the signed-in user belongs to, for switching. switchable is
 * false for every other company while the session came from single sign-on (decision 0029).
 */
export const userCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  company_type: z.string(),
  current: z.boolean(),
  switchable: z.boolean(),
});
export type UserCompany = z.infer<typeof userCompany>;

/** GET /api/user/invitations: companies waiting for the signed-in person to accept or decline. */
export const pendingInvitation = z.object({
  id: z.number().int(),
  company_name: z.string(),
  role_name: z.string(),
  invitation_sent_at: z.string().nullable(),
  invitation_expires_at: z.string().nullable(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;
export const pendingInvitationAnswer = z.object({
  invitation: pendingInvitation,
  message: z.string(),
});
export type PendingInvitationAnswer = z.infer<typeof pendingInvitationAnswer>;

/** POST /api/internal/impersonations: support staff act as one member of one company. */
export const impersonateRequest = z
  .object({ impersonation: z.object({ company_user_id: id }).strict() })
  .strict();

/** GET /api/possible_users: who can be picked as a watcher (§4 'possible user'). */
export const possibleUser = z.object({
  id: z.number().int(),
  company_user_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type PossibleUser = z.infer<typeof possibleUser>;
export const possibleUsersQuery = z
  .object({ search: z.string().trim().max(200).optional() })
  .strict();
