// Password hashing with scrypt from node:crypto (requirements §15). N=2^15, r=8, p=3 is OWASP's scrypt
// setting that fits workerd's N·r·p ≤ 2^20 cap; the parameters are stored with each hash so they can
// be raised later without breaking old hashes.
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";

export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 3, keyLength: 32 } as const;
const MAXMEM = 128 * SCRYPT_PARAMS.N * SCRYPT_PARAMS.r * 2;

function scrypt(password: string, salt: Buffer, params: { N: number; r: number; p: number; keyLength: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize("NFKC"), salt, params.keyLength, { N: params.N, r: params.r, p: params.p, maxmem: MAXMEM * 2 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Format: scrypt$N$r$p$<salt base64>$<hash base64>. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, saltB64, hashB64] = stored.split("$");
  if (alg !== "scrypt" || !n || !r || !p || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, "base64");
  const key = await scrypt(password, Buffer.from(saltB64, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    keyLength: expected.length,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A real hash of a random password, verified against when the e-mail is unknown so both paths cost the same. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}
