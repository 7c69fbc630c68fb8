import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretKeyMismatchError } from './secret-box';
import { readOrCreateSecretKey } from './secret-key-file';

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));

  it('seals with a fresh nonce each time and opens what it sealed', () => {
    const a = box.seal('client-secret-123');
    const b = box.seal('client-secret-123');
    expect(a).not.toBe(b);
    expect(a).not.toContain('client-secret-123');
    expect(a.startsWith('v1:')).toBe(true);
    expect(box.open(a)).toBe('client-secret-123');
    expect(box.open(b)).toBe('client-secret-123');
  });

  it('reads a value without the version prefix as legacy plaintext', () => {
    expect(box.isSealed('plain-secret')).toBe(false);
    expect(box.open('plain-secret')).toBe('plain-secret');
  });

  it('refuses a value of another key, and an altered one, with a clear error', () => {
    const other = createSecretBox(randomBytes(32));
    expect(() => other.open(box.seal('x'))).toThrow(SecretKeyMismatchError);
    expect(() => other.open(box.seal('x'))).toThrow(/another key/);
    const sealed = box.seal('secret');
    const parts = sealed.split(':');
    parts[4] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join(':'))).toThrow(/altered/);
  });
});

describe('the key file', () => {
  it('is made once with mode 0600 and read back the same', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'laydown-key-')), 'nested');
    const first = readOrCreateSecretKey(dir);
    expect(first).toHaveLength(32);
    const file = path.join(dir, 'secret-key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateSecretKey(dir)).toEqual(first);
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it('stops with one clear line when the file is damaged', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laydown-key-'));
    fs.writeFileSync(path.join(dir, 'secret-key'), 'garbage\n');
    expect(() => readOrCreateSecretKey(dir)).toThrow(/does not hold a 32-byte key/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('mac', () => {
  it('signs per purpose and per key', () => {
    const key = randomBytes(32);
    const box = createSecretBox(key);
    const mac = box.mac('file:blob', '1.2.3');
    expect(mac).toHaveLength(32);
    expect(box.mac('file:blob', '1.2.3').equals(mac)).toBe(true);
    expect(box.mac('file:direct_upload', '1.2.3').equals(mac)).toBe(false);
    expect(box.mac('file:blob', '1.2.4').equals(mac)).toBe(false);
    expect(createSecretBox(randomBytes(32)).mac('file:blob', '1.2.3').equals(mac)).toBe(false);
  });
});
