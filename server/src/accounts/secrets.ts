// The server secret and the keys derived from it: the access-token signing key, the key that
// encrypts TOTP secrets at rest (AES-256-GCM) and the HMAC key for short codes. The secret comes
// from JWT_SECRET, else it is generated once into <DATA_DIR>/secrets.json (mode 0600), so the
// embedded default survives restarts. Several instances must share JWT_SECRET.
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';

export interface Keys {
  /** HS256 key of every token the server signs (access tokens, challenges, OAuth state) */
  jwt: Uint8Array;
  /** AES-256-GCM key for secrets kept in the database */
  encryption: Buffer;
  /** HMAC-SHA256 key for low-entropy codes (email and recovery codes) */
  hmac: Buffer;
}

/**
 * This instance's keys: from JWT_SECRET, else from <dataDir>/secrets.json (created on first
 * use). Warns when the secret is short, or file-based while instances share Redis (several
 * instances must share one JWT_SECRET).
 */
export function instanceKeys(options: {
  jwtSecret?: string;
  dataDir: string;
  redisUrl?: string;
  logger: Pick<Logger, 'warn'>;
}): Keys {
  const { jwtSecret, dataDir, logger } = options;
  const secret = jwtSecret ?? loadOrCreateSecret(dataDir);
  if (!jwtSecret && options.redisUrl) {
    logger.warn(
      `JWT_SECRET is not set: tokens are signed with ${join(dataDir, 'secrets.json')}. ` +
        "Several instances must share one JWT_SECRET, or each refuses the others' tokens.",
    );
  }
  if (jwtSecret && jwtSecret.length < 32) {
    logger.warn('JWT_SECRET is shorter than 32 characters; use a long random value');
  }
  return deriveKeys(secret);
}

/** Reads the secret from <dataDir>/secrets.json, creating it (0600) on first use. */
export function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'secrets.json');
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret?: unknown };
    if (typeof stored.jwtSecret === 'string' && stored.jwtSecret.length >= 32) return stored.jwtSecret;
    throw new Error(`${file} has no usable jwtSecret; delete it to generate a new one (this signs everyone out).`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': if another process created it first, read theirs instead.
    writeFileSync(file, `${JSON.stringify({ jwtSecret: secret }, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadOrCreateSecret(dataDir);
    throw error;
  }
  chmodSync(file, 0o600);
  return secret;
}

export function deriveKeys(secret: string): Keys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, 'frontend-forge', info, 32));
  return {
    jwt: new Uint8Array(derive('access-token-hs256-v1')),
    encryption: derive('at-rest-aes-256-gcm-v1'),
    hmac: derive('code-hmac-sha256-v1'),
  };
}

/** "v1.<iv>.<ciphertext+tag>" in base64url */
export function encryptSecret(keys: Keys, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.encryption, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `v1.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

export function decryptSecret(keys: Keys, sealed: string): string {
  const [version, ivText, bodyText] = sealed.split('.');
  if (version !== 'v1' || !ivText || !bodyText) throw new Error('unknown sealed secret format');
  const body = Buffer.from(bodyText, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keys.encryption, Buffer.from(ivText, 'base64url'));
  decipher.setAuthTag(body.subarray(body.length - 16));
  return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8');
}

/** for short codes: without the server secret a database copy does not reveal them by brute force */
export function hmacCode(keys: Keys, value: string): string {
  return createHmac('sha256', keys.hmac).update(value).digest('hex');
}

/** for high-entropy random tokens (refresh and reset tokens) */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
