// Demo data for local development (run by scripts/setup.mjs on `npm run dev`, after the migrations; or
// `node scripts/seed.mjs`). Idempotent: every run leaves the same demo account, whose password is reset
// to the printed one so the instructions always work. Plain Node ≥ 20, no build step.
//
// Extending: add a function returning SQL statements to SECTIONS below (children, documents, …). Use
// DEMO_FAMILY_ID_SQL to reach the demo family — it also works if the account was created another way.
import { spawnSync } from "node:child_process";
import { randomBytes, scryptSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export const DEMO = {
  email: "demo@iepbinder.app",
  // Meets the policy (≥ 8, upper, lower, digit) and is not on the common-password list.
  password: "Demo-Parent-2026",
  firstName: "Demo",
  lastName: "Parent",
  userId: "00000000-0000-4000-8000-00000000de01",
  familyId: "00000000-0000-4000-8000-00000000fa01",
};

/** Must match worker/auth/password.ts (SCRYPT_PARAMS and the stored format), or the login fails. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 3, keyLength: 32 };

/** scrypt$N$r$p$<salt base64>$<hash base64>, the same as hashPassword() in the Worker. */
export function hashPassword(password) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, SCRYPT.keyLength, {
    N: SCRYPT.N,
    r: SCRYPT.r,
    p: SCRYPT.p,
    // Node's default cap (32 MiB) is exactly the 128·N·r this needs, and the check is strict.
    maxmem: 256 * SCRYPT.N * SCRYPT.r,
  });
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** A SQL string literal. */
export const q = (value) => `'${String(value).replaceAll("'", "''")}'`;

/** The demo family's id, whichever way the demo account came to exist. */
export const DEMO_FAMILY_ID_SQL = `(select fm.family_id from family_members fm join users u on u.id = fm.user_id where u.email = ${q(DEMO.email)})`;

function demoParent() {
  return [
    `insert into users (id, email, password_hash, first_name, last_name, email_verified)
       values (${q(DEMO.userId)}, ${q(DEMO.email)}, ${q(hashPassword(DEMO.password))}, ${q(DEMO.firstName)}, ${q(DEMO.lastName)}, 1)
       on conflict(email) do update set password_hash = excluded.password_hash`,
    `insert or ignore into families (id, name) values (${q(DEMO.familyId)}, ${q(`${DEMO.lastName} family`)})`,
    // The Owner membership, unless the account already belongs to a family (e.g. it joined one).
    `insert or ignore into family_members (family_id, user_id, role)
       select ${q(DEMO.familyId)}, u.id, 'owner' from users u
       where u.email = ${q(DEMO.email)} and not exists (select 1 from family_members fm where fm.user_id = u.id)`,
    // A demo that refuses to log in after someone's typos is no demo.
    `delete from login_attempts where key = ${q(`acct:${DEMO.email}`)}`,
  ];
}

/** Each section returns SQL statements; they run in order, in one wrangler call. */
export const SECTIONS = [demoParent];

/** Runs statements against the local D1 (the same state `npm run dev` uses, or IEP_PERSIST_DIR's). */
export function runSql(statements, { persistTo = process.env.IEP_PERSIST_DIR } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "iep-seed-"));
  const file = join(dir, "seed.sql");
  writeFileSync(file, `${statements.map((s) => s.trim().replace(/;?$/, ";")).join("\n")}\n`);
  try {
    const args = ["wrangler", "d1", "execute", "DB", "--local", "--file", file, ...(persistTo ? ["--persist-to", persistTo] : [])];
    const res = spawnSync("npx", args, { encoding: "utf8", env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" } });
    if (res.status !== 0) throw new Error(`wrangler d1 execute failed (exit ${res.status}):\n${res.stdout}\n${res.stderr}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function seed(options) {
  runSql(SECTIONS.flatMap((section) => section()), options);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    seed();
  } catch (err) {
    console.error(`✗ Seeding the demo data failed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
  console.log(
    [
      "",
      "• Demo account ready. Sign in at http://localhost:5173/login with",
      `    email:    ${DEMO.email}`,
      `    password: ${DEMO.password}`,
      "",
    ].join("\n"),
  );
}
