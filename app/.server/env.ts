import { z } from "zod";

const envSchema = z.object({
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
  SEED_DEMO: z
    .enum(["true", "false"], { error: "SEED_DEMO harus true atau false" })
    .default("true")
    .transform((value) => value === "true"),
  // Behind a load balancer, the number of proxies in front (or "loopback", …), so that rate limits
  // see the reader's address instead of the proxy's. Express's "trust proxy" setting.
  TRUST_PROXY: z.string().optional(),
  PAGE_CACHE: z
    .enum(["on", "off"], { error: "PAGE_CACHE harus on atau off" })
    .default("on")
    .transform((value) => value === "on"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment once; a mistake stops the start with one line per variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Konfigurasi tidak valid:\n${lines.join("\n")}`);
}
