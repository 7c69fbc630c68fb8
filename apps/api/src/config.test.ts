import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('keeps uploads under DATA_DIR/uploads unless S3_BUCKET is set (decision 0075)', () => {
    const local = loadConfig({ DATA_DIR: '/srv/laydown' });
    expect(local.fileStorage).toEqual({ kind: 'local', dir: '/srv/laydown/uploads' });
    expect(local.uploadStagingDir).toBe('/srv/laydown/uploads/.staging');
    const s3 = loadConfig({
      S3_BUCKET: 'laydown-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(s3.fileStorage).toEqual({
      kind: 's3',
      bucket: 'laydown-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /^Invalid configuration: S3_SECRET_ACCESS_KEY [^(]*$/,
    );
  });

  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demo).toBe(true);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toBe(`${process.cwd()}/data`);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Laydown <no-reply@laydown.app>');
    expect(config.jobs).toBe(true);
    expect(config.logFormat).toBe('auto');
    expect(config.webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
  });

  it.each([
    [
      { PORT: 'abc' },
      /^Invalid configuration: PORT must be a port number between 1 and 65535 \(got "abc"\)$/,
    ],
    [
      { DATABASE_URL: 'mysql://x' },
      /^Invalid configuration: DATABASE_URL must start with postgres/,
    ],
    [{ DEMO: 'maybe' }, /^Invalid configuration: DEMO /],
    [{ JOBS: 'off' }, /^Invalid configuration: JOBS /],
    [{ DEMO_PASSWORD: 'short' }, /^Invalid configuration: DEMO_PASSWORD needs 8\+ characters/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL /],
    [{ LOG_FORMAT: 'xml' }, /^Invalid configuration: LOG_FORMAT /],
    [
      { WEB_CONCURRENCY: '0' },
      /^Invalid configuration: WEB_CONCURRENCY must be a whole number of server processes between 1 and 64 \(got "0"\)$/,
    ],
    [{ SMTP_URL: 'http://mail' }, /^Invalid configuration: SMTP_URL must start with smtp:\/\//],
    [
      { SECRET_KEY: 'too-short' },
      /^Invalid configuration: SECRET_KEY must be 32 bytes .*base64 32\)$/,
    ],
  ])('stops on a bad value with one clear line: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('resolves DATA_DIR from the folder npm was started in', () => {
    expect(loadConfig({ INIT_CWD: '/srv/laydown' }).dataDir).toBe('/srv/laydown/data');
    expect(loadConfig({ INIT_CWD: '/srv/laydown', DATA_DIR: '/var/lib/laydown' }).dataDir).toBe(
      '/var/lib/laydown',
    );
  });

  it('reads DEMO=0, JOBS=0 and trusted origins', () => {
    const config = loadConfig({
      DEMO: '0',
      JOBS: '0',
      TRUSTED_ORIGINS: 'http://localhost:5173, https://app.example',
      APP_URL: 'https://laydown.example/',
    });
    expect(config.demo).toBe(false);
    expect(config.jobs).toBe(false);
    expect(config.trustedOrigins).toEqual([
      'https://laydown.example',
      'http://localhost:5173',
      'https://app.example',
    ]);
    expect(config.secureCookies).toBe(true);
  });

  it('reads SECRET_KEY as hex or base64 of 32 bytes, and never echoes a bad one', () => {
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ SECRET_KEY: hex }).secretKey?.toString('hex')).toBe(hex);
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ SECRET_KEY: base64 }).secretKey).toEqual(Buffer.alloc(32, 7));
    expect(loadConfig({}).secretKey).toBeUndefined();
    expect(() => loadConfig({ SECRET_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /^Invalid configuration: SECRET_KEY must be 32 bytes[^"]*$/,
    );
  });
});
