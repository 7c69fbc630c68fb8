import type { Config } from './config';
import type { Database } from './db/client';
import type { JobQueue } from './platform/jobs/job-queue';
import type { Mailer } from './platform/mail/mailer';
import type { SecretBox } from './platform/secrets/secret-box';

/** What every module gets: the database, the configuration, jobs, the mailer and the secret box. */
export interface AppDeps {
  db: Database;
  config: Config;
  jobs: JobQueue;
  mailer: Mailer;
  secrets: SecretBox;
}
