import { eq } from 'drizzle-orm';
import type { UserSettings } from '@laydown/contracts';
import type { Executor } from '../../db/client';
import { userSettings } from '../../db/schema/index';

const DEFAULTS: UserSettings = { notification_email_frequency: 'IMMEDIATE', home_page: null };

/** A user who never saved settings has the defaults. */
export async function loadUserSettings(db: Executor, userId: number): Promise<UserSettings> {
  const [row] = await db
    .select()
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  if (!row) return DEFAULTS;
  return { notification_email_frequency: row.notificationEmailFrequency, home_page: row.homePage };
}

export async function saveUserSettings(
  db: Executor,
  userId: number,
  changes: Partial<UserSettings>,
): Promise<UserSettings> {
  const next = { ...(await loadUserSettings(db, userId)), ...changes };
  const values = {
    notificationEmailFrequency: next.notification_email_frequency,
    homePage: next.home_page,
    updatedAt: new Date(),
  };
  await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values });
  return next;
}
