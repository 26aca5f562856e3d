// npm run admin -- create --email E --password P
// npm run admin -- reset-password --email E --password P
// npm run admin -- disable-2fa --email E
// Manages admin accounts from a shell, with better-auth's own sign-up and password hashing, so an
// account made here signs in through the normal form.
import { parseArgs } from "node:util";
import { hashPassword } from "better-auth/crypto";
import { authFor } from "~/.server/better-auth";
import { connect } from "~/.server/db/connection";
import { migrateToLatest } from "~/.server/db/migrate";
import {
  disableTwoFactor,
  findUserByEmail,
  replacePassword,
  setUserRole,
} from "~/.server/db/users";
import { parseEnv } from "~/.server/env";
import { createRateLimits } from "~/.server/rate-limit";
import { createLogger } from "~/.server/logger";
import { PageCache } from "~/.server/page-cache";
import { credentialsSchema, signUpSchema } from "~/lib/auth-schema";
import { texts } from "~/lib/admin-texts";

const usage = `Pemakaian:
  npm run admin -- create --email EMAIL --password KATA_SANDI
  npm run admin -- reset-password --email EMAIL --password KATA_SANDI
  npm run admin -- disable-2fa --email EMAIL`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: "string" }, password: { type: "string" } },
});
const command = positionals[0];

// A locked-out admin (phone lost, no backup code): two-factor sign-in off, password unchanged.
if (command === "disable-2fa") {
  const email = credentialsSchema.shape.email.safeParse(values.email ?? "");
  if (!email.success) {
    console.error(`- ${texts.auth.emailInvalid}`);
    console.error(usage);
    process.exit(2);
  }
  const { db } = connect(parseEnv().DATABASE_URL);
  try {
    await migrateToLatest(db);
    if (await disableTwoFactor(db, email.data)) {
      console.log(`Verifikasi dua langkah ${email.data} dinonaktifkan.`);
    } else {
      console.error(`Tidak ada akun dengan email ${email.data}.`);
      process.exitCode = 1;
    }
  } finally {
    await db.destroy();
  }
  process.exit();
}
const parsed = signUpSchema.safeParse({
  email: values.email ?? "",
  password: values.password ?? "",
});
if ((command !== "create" && command !== "reset-password") || !parsed.success) {
  if (!parsed.success) for (const issue of parsed.error.issues) console.error(`- ${issue.message}`);
  console.error(usage);
  process.exit(2);
}
const { email, password } = parsed.data;

const env = parseEnv();
const connection = connect(env.DATABASE_URL);
const { db } = connection;
try {
  await migrateToLatest(db);
  const existing = await findUserByEmail(db, email);
  if (command === "create") {
    if (existing) {
      await setUserRole(db, existing.id, "admin");
      console.log(`${email} sudah terdaftar; perannya kini admin.`);
    } else {
      const limits = createRateLimits(connection);
      const services = { env, db, logger: createLogger("warn"), cache: new PageCache(), limits };
      // No request names an address here: the account records none (app/.server/site-url.ts).
      const auth = await authFor(services, null);
      const { user } = await auth.api.signUpEmail({
        body: { email, password, name: email.split("@")[0] ?? email },
      });
      await setUserRole(db, user.id, "admin");
      console.log(`Admin ${email} dibuat.`);
    }
  } else {
    if (!existing) {
      console.error(`Tidak ada akun dengan email ${email}.`);
      process.exitCode = 1;
    } else {
      if (!(await replacePassword(db, existing.id, await hashPassword(password)))) {
        console.error(`Akun ${email} tidak memakai kata sandi.`);
        process.exitCode = 1;
      } else {
        console.log(`Kata sandi ${email} diganti; semua sesinya diakhiri.`);
      }
    }
  }
} finally {
  await db.destroy();
}
