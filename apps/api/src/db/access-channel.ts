/**
 * The channel on which the database announces changes that signed-in sessions depend on (the
 * triggers of migration 0019; decision 0064). Every connection of the app's pool listens from the
 * moment it opens: PostgreSQL then hands the connection that commits a change its own
 * announcement before it reports the commit, so the process that made a change has heard of it by
 * the time its code goes on.
 */
export const ACCESS_CHANNEL = 'laydown_access';
export const LISTEN_ACCESS = `LISTEN ${ACCESS_CHANNEL}`;
