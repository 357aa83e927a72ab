import { randomBytes, scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import type { PasswordHashing } from '../auth';

// better-auth's scrypt costs N=16384, r=16 (32 MB and tens of milliseconds a hash), which the
// API suites paid on every sign-up and sign-in, thousands of times a run. The test apps hash at a
// fraction of that; the server keeps better-auth's own cost, which auth.test.ts checks.
const TEST_COST = { N: 1024, r: 8, p: 1 };
const KEY_LENGTH = 64;

const deriveKey = promisify(scrypt) as (
  password: string,
  salt: string,
  length: number,
  options: typeof TEST_COST,
) => Promise<Buffer>;

export const testPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    const key = await deriveKey(password.normalize('NFKC'), salt, KEY_LENGTH, TEST_COST);
    return `${salt}:${key.toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':');
    if (!salt || !key) return false;
    const derived = await deriveKey(password.normalize('NFKC'), salt, KEY_LENGTH, TEST_COST);
    return derived.toString('hex') === key;
  },
};
