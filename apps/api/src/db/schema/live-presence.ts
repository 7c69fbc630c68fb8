import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * Who has a presence channel open (decision 0093): one row per socket and channel, written by the
 * process holding the socket, refreshed at its keepalive; a row not refreshed for a few keepalives
 * belongs to a process that died and is ignored, then removed.
 */
export const livePresence = pgTable(
  'live_presence',
  {
    processId: text('process_id').notNull(),
    socketId: integer('socket_id').notNull(),
    channel: text('channel').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The tenant first (as every key here), then the channel: who has it open is one range.
    primaryKey({
      name: 'live_presence_pkey',
      columns: [t.companyId, t.channel, t.processId, t.socketId],
    }),
    index('live_presence_process_idx').on(t.processId),
  ],
);
