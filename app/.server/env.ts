import { z } from "zod";
import { availableParallelism } from "node:os";
import { parseTrustProxy, trustProxyForms } from "./trust-proxy";

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: z.coerce
      .number({ error: "PORT harus berupa angka" })
      .int()
      .min(0)
      .max(65535, "PORT harus di antara 0 dan 65535")
      .default(3000),
    DATABASE_URL: z
      .string()
      .default("file:./data/warta.db")
      .refine(
        (value) => /^(postgres(ql)?:\/\/|file:)/.test(value),
        "DATABASE_URL harus diawali postgres://, postgresql:// atau file:",
      ),
    DATA_DIR: z.string().min(1).default("./data"),
    SITE_URL: z
      .url({
        error: "SITE_URL harus berupa URL lengkap, misalnya https://blog.contoh.id",
      })
      .optional(),
    // Signs sessions. Without it a random secret is generated once and kept in the database, so
    // sessions survive restarts and every instance agrees on it.
    BETTER_AUTH_SECRET: z.string().min(32, "BETTER_AUTH_SECRET minimal 32 karakter").optional(),
    SEED_DEMO: z
      .enum(["true", "false"], { error: "SEED_DEMO harus true atau false" })
      .default("true")
      .transform((value) => value === "true"),
    // Behind a load balancer, the number of proxies in front (or "loopback", …), so that rate limits
    // see the reader's address instead of the proxy's. Express's "trust proxy" setting. Unset,
    // X-Forwarded-For is ignored, so a client cannot pick its own rate-limit bucket.
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value.trim() === "") return false;
        const parsed = parseTrustProxy(value);
        if (parsed !== undefined) return parsed;
        ctx.addIssue({
          code: "custom",
          message: `"${value}" tidak dikenali; isi ${trustProxyForms}`,
        });
        return z.NEVER;
      }),
    // Worker processes (node:cluster), each with its own page cache kept in step like an instance's.
    // 1 runs one process without a cluster.
    WEB_CONCURRENCY: z.coerce
      .number({ error: "WEB_CONCURRENCY harus berupa angka" })
      .int("WEB_CONCURRENCY harus bilangan bulat")
      .min(1, "WEB_CONCURRENCY minimal 1")
      .max(64, "WEB_CONCURRENCY paling banyak 64")
      .default(availableParallelism()),
    // Pages a worker renders at once; the rest wait their turn (server/render-queue.ts).
    RENDER_CONCURRENCY: z.coerce
      .number({ error: "RENDER_CONCURRENCY harus berupa angka" })
      .int("RENDER_CONCURRENCY harus bilangan bulat")
      .min(1, "RENDER_CONCURRENCY minimal 1")
      .max(1000, "RENDER_CONCURRENCY paling banyak 1000")
      .default(4),
    PAGE_CACHE: z
      .enum(["on", "off"], { error: "PAGE_CACHE harus on atau off" })
      .default("on")
      .transform((value) => value === "on"),
    // Memory the page cache may take, in megabytes; least recently read pages go first.
    PAGE_CACHE_MB: z.coerce
      .number({ error: "PAGE_CACHE_MB harus berupa angka (megabita), misalnya 64" })
      .int("PAGE_CACHE_MB harus bilangan bulat, misalnya 64")
      .min(1, "PAGE_CACHE_MB minimal 1")
      .max(65536, "PAGE_CACHE_MB maksimal 65536")
      .default(64),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    // Mail (app/.server/mail/). Without SMTP_URL messages wait in the outbox.
    SMTP_URL: z
      .string()
      .regex(
        /^smtps?:\/\/[^\s]+$/,
        "SMTP_URL harus diawali smtp:// atau smtps://, misalnya smtp://user:sandi@mail.contoh.id:587",
      )
      .optional(),
    MAIL_FROM: z
      .string()
      .regex(
        /^(?:[^\r\n<>]{0,100}<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
        'MAIL_FROM harus berupa alamat email, misalnya "Warta <redaksi@contoh.id>"',
      )
      .optional(),
    MAIL_RATE_PER_MINUTE: z.coerce
      .number({ error: "MAIL_RATE_PER_MINUTE harus berupa angka" })
      .int("MAIL_RATE_PER_MINUTE harus bilangan bulat")
      .min(1, "MAIL_RATE_PER_MINUTE minimal 1")
      .max(100_000, "MAIL_RATE_PER_MINUTE maksimal 100000")
      .default(120),
    // First retry delay after a temporary failure; each further retry waits twice as long.
    MAIL_RETRY_SECONDS: z.coerce
      .number({ error: "MAIL_RETRY_SECONDS harus berupa angka" })
      .int("MAIL_RETRY_SECONDS harus bilangan bulat")
      .min(1, "MAIL_RETRY_SECONDS minimal 1")
      .default(60),
    // How long a worker holds a message it claimed; a worker killed mid-send loses it after this.
    MAIL_LEASE_SECONDS: z.coerce
      .number({ error: "MAIL_LEASE_SECONDS harus berupa angka" })
      .int("MAIL_LEASE_SECONDS harus bilangan bulat")
      .min(5, "MAIL_LEASE_SECONDS minimal 5")
      .default(300),
    // How often each instance looks for scheduled articles that are due: an article goes live at
    // most this many seconds after its time.
    SCHEDULE_POLL_SECONDS: z.coerce
      .number({ error: "SCHEDULE_POLL_SECONDS harus berupa angka" })
      .int("SCHEDULE_POLL_SECONDS harus bilangan bulat")
      .min(1, "SCHEDULE_POLL_SECONDS minimal 1")
      .max(3600, "SCHEDULE_POLL_SECONDS maksimal 3600")
      .default(10),
    // How often the retention rules of Pengaturan run (app/.server/retention.ts): unconfirmed
    // subscriptions and old commenters' addresses are removed at most this long after they are due.
    RETENTION_CHECK_SECONDS: z.coerce
      .number({ error: "RETENTION_CHECK_SECONDS harus berupa angka" })
      .min(0.1, "RETENTION_CHECK_SECONDS minimal 0.1")
      .max(86_400, "RETENTION_CHECK_SECONDS maksimal 86400")
      .default(3600),
    // Audience counting (app/.server/audience/): how often a process writes the views it counted
    // (a process that dies loses at most this many seconds of them), and how often Terpopuler is
    // ranked again (cached pages change with it, so at most this often).
    AUDIENCE_FLUSH_SECONDS: z.coerce
      .number({ error: "AUDIENCE_FLUSH_SECONDS harus berupa angka" })
      .min(0.1, "AUDIENCE_FLUSH_SECONDS minimal 0.1")
      .max(60, "AUDIENCE_FLUSH_SECONDS maksimal 60")
      .default(5),
    POPULAR_REFRESH_SECONDS: z.coerce
      .number({ error: "POPULAR_REFRESH_SECONDS harus berupa angka" })
      .min(0.1, "POPULAR_REFRESH_SECONDS minimal 0.1")
      .max(86_400, "POPULAR_REFRESH_SECONDS maksimal 86400")
      .default(300),
    // Where media bytes live (app/.server/media-storage.ts): unset, in the database; or an
    // S3-compatible bucket, s3://bucket/prefix. Media URLs are the same either way.
    MEDIA_STORAGE: z
      .string()
      .regex(
        /^(?:database|s3:\/\/[a-z0-9][a-z0-9.-]{1,62}(?:\/[A-Za-z0-9._/-]*)?)$/,
        "MEDIA_STORAGE harus database atau s3://bucket/awalan, misalnya s3://warta-media/produksi",
      )
      .default("database"),
    // For R2, MinIO, Wasabi or a local server: its address, spoken to path-style.
    S3_ENDPOINT: z
      .url({ error: "S3_ENDPOINT harus berupa URL lengkap, misalnya https://s3.contoh.id" })
      .optional(),
    AWS_REGION: z.string().min(1).default("us-east-1"),
    AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
    AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    // For tests only, read only under NODE_ENV=test: moves the audience clock (days, the secret's
    // midnight) by this many hours.
    AUDIENCE_CLOCK_OFFSET_HOURS: z.coerce
      .number({ error: "AUDIENCE_CLOCK_OFFSET_HOURS harus berupa angka" })
      .default(0),
  })
  .refine((env) => !env.SMTP_URL || env.MAIL_FROM, {
    path: ["MAIL_FROM"],
    message: "MAIL_FROM wajib diisi bila SMTP_URL diisi",
  })
  .refine((env) => !env.AWS_ACCESS_KEY_ID === !env.AWS_SECRET_ACCESS_KEY, {
    path: ["AWS_SECRET_ACCESS_KEY"],
    message: "AWS_ACCESS_KEY_ID dan AWS_SECRET_ACCESS_KEY harus diisi bersama",
  });

export type Env = z.infer<typeof envSchema>;

/** Parses the environment once; a mistake stops the start with one line naming the variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // `VAR=` in an env file or a compose file means "not set", not "set to nothing".
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(given);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Konfigurasi tidak valid: ${lines.join("; ")}`);
}
