import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  companies,
  companyUserProjectGroups,
  companyUsers,
  roles,
  userSettings,
  users,
} from '../../db/schema/index';

const impersonator = alias(users, 'impersonator');

/**
 * Everything GET /api/user shows of a contractor, in one prepared round trip: the account, the
 * membership of the session's company with its role, company and project groups, the home page
 * setting and who is acting as them. It reads other modules' tables because it is the hottest read
 * of the API; each table it reads announces its changes to the session cache (decision 0064).
 */
const currentUserQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isLaydown: users.isLaydown,
      signInCount: users.signInCount,
      homePage: userSettings.homePage,
      impersonatorId: impersonator.id,
      impersonatorEmail: impersonator.email,
      impersonatorFirstName: impersonator.firstName,
      impersonatorLastName: impersonator.lastName,
      membership: companyUsers,
      roleId: roles.id,
      roleName: roles.name,
      companyId: companies.id,
      companyName: companies.name,
      companyType: companies.companyType,
      featureFlags: companies.featureFlags,
      projectGroupIds: sql<number[]>`array(
        select ${companyUserProjectGroups.projectGroupId} from ${companyUserProjectGroups}
        where ${companyUserProjectGroups.companyId} = ${companyUsers.companyId}
          and ${companyUserProjectGroups.companyUserId} = ${companyUsers.id}
        order by 1)`,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .leftJoin(impersonator, eq(impersonator.id, sql.placeholder('impersonatorUserId')))
    .leftJoin(
      companyUsers,
      and(eq(companyUsers.id, sql.placeholder('companyUserId')), eq(companyUsers.userId, users.id)),
    )
    .leftJoin(
      roles,
      and(eq(roles.id, companyUsers.roleId), eq(roles.companyId, companyUsers.companyId)),
    )
    .leftJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('current_user_view'),
);

export type CurrentUserRow = NonNullable<Awaited<ReturnType<typeof loadCurrentUserRow>>>;

export async function loadCurrentUserRow(
  db: Database,
  who: { userId: number; companyUserId: number | null; impersonatorUserId: number | null },
) {
  const [row] = await currentUserQuery(db).execute(who);
  return row;
}
