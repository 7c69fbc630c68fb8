import { z } from 'zod';
import { id } from './primitives';
import { PERMISSIONS, type Permission } from '@laydown/domain';

const permissionSet = z
  .object(
    Object.fromEntries(PERMISSIONS.map((p) => [p, z.boolean()])) as Record<
      Permission,
      z.ZodBoolean
    >,
  )
  .strict();

/** One role and what it may do, every permission string true or false. */
export const rolePermissions = z.object({
  role_id: z.number().int(),
  name: z.string(),
  permissions: permissionSet,
});
export type RolePermissions = z.infer<typeof rolePermissions>;

/** GET and PATCH /api/company_settings/permissions: the whole set, fetched and saved at once (§6). */
export const companyPermissionsBody = z.object({
  permissions: z.object({ roles: z.array(rolePermissions) }),
});
export type CompanyPermissions = z.infer<typeof companyPermissionsBody>['permissions'];

export const updateCompanyPermissionsRequest = z
  .object({
    permissions: z
      .object({
        roles: z
          .array(z.object({ role_id: id, permissions: permissionSet }).strict())
          .min(1)
          .max(50),
      })
      .strict(),
  })
  .strict();
export type UpdateCompanyPermissionsRequest = z.input<typeof updateCompanyPermissionsRequest>;

/** PATCH /api/company_settings/manage_users: the same change to several members at once. */
export const manageUsersRequest = z
  .object({
    manage_users: z
      .object({
        company_user_ids: z.array(id).min(1).max(200),
        role_id: id.optional(),
        project_group_ids: z.array(id).max(500).optional(),
        active: z.boolean().optional(),
      })
      .strict()
      .refine(
        (v) =>
          v.role_id !== undefined || v.project_group_ids !== undefined || v.active !== undefined,
        { message: 'Choose a role, project groups or active to change.' },
      ),
  })
  .strict();
export type ManageUsersRequest = z.input<typeof manageUsersRequest>;

const choice = z.object({ id: z.number().int(), name: z.string() });

/**
 * GET /api/company_settings/manage_users: what the Users settings page needs besides the member
 * list — the roles and project groups a member can be given, and how many members each filter
 * (all, ungrouped, activated, deactivated) holds (decision 0056).
 */
export const manageUsersBody = z.object({
  manage_users: z.object({
    roles: z.array(choice),
    project_groups: z.array(choice),
    counts: z.object({
      all: z.number().int(),
      ungrouped: z.number().int(),
      activated: z.number().int(),
      deactivated: z.number().int(),
    }),
  }),
});
export type ManageUsers = z.infer<typeof manageUsersBody>['manage_users'];
