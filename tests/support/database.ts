import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new empty database for one test file: a SQLite file in a temporary folder, or, when
 * TEST_DATABASE_URL points at PostgreSQL, a new database on that server.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = mkdtempSync(join(tmpdir(), "warta-test-"));
    return {
      url: `file:${join(dir, "warta.db")}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `warta_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

async function withAdmin(
  url: string,
  work: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
