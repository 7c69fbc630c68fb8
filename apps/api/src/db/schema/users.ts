import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, projectGroups, roles } from './companies';

/** A person who signs in as a contractor, or as internal support staff (is_laydown). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number'),
    isLaydown: boolean('is_laydown').notNull().default(false),
    lastCompanyId: integer('last_company_id').references(() => companies.id, {
      onDelete: 'set null',
    }),
    /** Null until a self-registered material requester confirms the email; everyone else is confirmed on creation. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).defaultNow(),
    signInCount: integer('sign_in_count').notNull().default(0),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/** A user's membership of a company: role and active flag. */
export const companyUsers = pgTable(
  'company_users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull(),
    active: boolean('active').notNull().default(true),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    invitationSentAt: timestamp('invitation_sent_at', { withTimezone: true }),
    invitationAcceptedAt: timestamp('invitation_accepted_at', { withTimezone: true }),
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
    /** The member this invitee replaces: deactivated when the invitation is accepted. */
    replacingCompanyUserId: integer('replacing_company_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('company_users_company_user_key').on(t.companyId, t.userId),
    unique('company_users_company_id_key').on(t.companyId, t.id),
    index('company_users_user_idx').on(t.userId),
    foreignKey({
      name: 'company_users_role_fk',
      columns: [t.companyId, t.roleId],
      foreignColumns: [roles.companyId, roles.id],
    }),
    foreignKey({
      name: 'company_users_replacing_fk',
      columns: [t.companyId, t.replacingCompanyUserId],
      foreignColumns: [t.companyId, t.id],
    }),
  ],
);

/** The project groups a company user belongs to (project_group_ids on the user). */
export const companyUserProjectGroups = pgTable(
  'company_user_project_groups',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    companyUserId: integer('company_user_id').notNull(),
    projectGroupId: integer('project_group_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.companyUserId, t.projectGroupId] }),
    foreignKey({
      name: 'cupg_company_user_fk',
      columns: [t.companyId, t.companyUserId],
      foreignColumns: [companyUsers.companyId, companyUsers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'cupg_project_group_fk',
      columns: [t.companyId, t.projectGroupId],
      foreignColumns: [projectGroups.companyId, projectGroups.id],
    }).onDelete('cascade'),
  ],
);
