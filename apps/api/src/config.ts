import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { passwordProblem } from '@laydown/domain';
import { parseSecretKey } from './platform/secrets/secret-box';
import { DEFAULT_WEB_DIST_DIR } from './paths';

const PORT_MESSAGE = 'must be a port number between 1 and 65535';
const port = z.coerce
  .number({ message: PORT_MESSAGE })
  .int(PORT_MESSAGE)
  .min(1, PORT_MESSAGE)
  .max(65535, PORT_MESSAGE);
const PROCESSES_MESSAGE = 'must be a whole number of server processes between 1 and 64';
const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** Every environment variable the API reads. Each one is documented in the README. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  APP_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  EMBEDDED_PG_PORT: port.default(54329),
  DEMO: flag.default(true),
  DEMO_PASSWORD: z
    .string()
    .refine((v) => passwordProblem(v) === null, {
      message:
        'needs 8+ characters with an uppercase letter, a lowercase letter, a digit and a special character',
    })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  WEB_CONCURRENCY: z.coerce
    .number({ message: PROCESSES_MESSAGE })
    .int(PROCESSES_MESSAGE)
    .min(1, PROCESSES_MESSAGE)
    .max(64, PROCESSES_MESSAGE)
    .optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(104_857_600).default(1_048_576),
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  TRUST_PROXY: flag.default(false),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ORDER_LOCK_LAPSE_SECONDS: z.coerce.number().int().min(3).max(3600).default(90),
  WEB_DIST_DIR: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Laydown <no-reply@laydown.app>'),
  JOBS: flag.default(true),
  SECRET_KEY: z
    .string()
    .transform((v, ctx) => {
      const key = parseSecretKey(v);
      if (key) return key;
      ctx.addIssue({
        code: 'custom',
        message: 'must be 32 bytes as 64 hex characters or base64 (openssl rand -base64 32)',
      });
      return z.NEVER;
    })
    .optional(),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
});

/** Where uploaded files live (decision 0075): DATA_DIR/uploads, or an S3-compatible bucket. */
export type FileStorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** An S3-compatible server (MinIO, R2...); unset: AWS. */
      endpoint: string | undefined;
      forcePathStyle: boolean;
      /** Unset: the AWS SDK's usual chain (environment, profile, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export type Config = {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  demo: boolean;
  demoPassword: string | undefined;
  logLevel: string;
  /** auto: short human lines in a terminal, JSON otherwise. */
  logFormat: 'auto' | 'pretty' | 'json';
  /** Server processes behind the port (decision 0036); 1 serves from the starting process itself. */
  webConcurrency: number;
  bodyLimit: number;
  trustedOrigins: string[];
  trustProxy: boolean;
  sessionDays: number;
  /** An order edit lock without a heartbeat for this long lapses (decision 0086). */
  orderLockLapseSeconds: number;
  secureCookies: boolean;
  webDistDir: string;
  /** Unset: mail is kept in the outbox table for an admin to read. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Run job workers and schedules in this process (JOBS=0: it only queues jobs). */
  jobs: boolean;
  /** Encrypts stored secrets; unset: a key kept in DATA_DIR/secret-key (made on first start). */
  secretKey: Buffer | undefined;
  fileStorage: FileStorageConfig;
  /** Uploads arrive here first and are checked before they reach the storage. */
  uploadStagingDir: string;
};

/** Never echoed in a configuration error. */
const SECRET_VARIABLES = new Set(['SECRET_KEY', 'S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID']);

export class ConfigError extends Error {}

/** Environment -> typed config. A bad value throws one clear line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const got =
      env[name] === undefined || SECRET_VARIABLES.has(name) ? '' : ` (got "${env[name]}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${got}`);
  }
  const e = parsed.data;
  // Relative to where `npm start` was typed (npm runs the workspace script inside apps/api).
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  const uploadsDir = path.join(dataDir, 'uploads');
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    appUrl,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    demo: e.DEMO,
    demoPassword: e.DEMO_PASSWORD,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    webConcurrency: e.WEB_CONCURRENCY ?? os.availableParallelism(),
    bodyLimit: e.BODY_LIMIT_BYTES,
    trustedOrigins: [appUrl, ...e.TRUSTED_ORIGINS],
    trustProxy: e.TRUST_PROXY,
    sessionDays: e.SESSION_DAYS,
    orderLockLapseSeconds: e.ORDER_LOCK_LAPSE_SECONDS,
    secureCookies: appUrl.startsWith('https://'),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jobs: e.JOBS,
    secretKey: e.SECRET_KEY,
    fileStorage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : { kind: 'local', dir: uploadsDir },
    uploadStagingDir: path.join(uploadsDir, '.staging'),
  };
}
