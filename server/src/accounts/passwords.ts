// Password hashing with argon2id (@node-rs/argon2: prebuilt N-API, no build step). The cost is
// configurable (ARGON2_MEMORY_COST KiB, ARGON2_TIME_COST passes); the default is OWASP's
// 19 MiB / 2 passes. Unknown accounts still pay one verification, so timing does not tell
// whether an account exists.
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read) */
const ARGON2ID = 2 as Algorithm.Argon2id;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string | null | undefined, password: string): Promise<boolean>;
}

export function createPasswordHasher(cost: { memoryCost: number; timeCost: number }): PasswordHasher {
  const options = { algorithm: ARGON2ID, memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 };
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    async verify(hashed, password) {
      if (!hashed) {
        dummy ??= hash('not a real password', options);
        await verify(await dummy, password).catch(() => false);
        return false;
      }
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
  };
}
