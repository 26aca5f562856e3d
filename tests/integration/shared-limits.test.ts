import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitRules } from "~/.server/rate-limit";
import { newAddress } from "../support/addresses";
import { sessionFor, submitCredentials } from "../support/admin";
import { postComment, storedComments } from "../support/comments";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { makePost } from "../support/factories";
import { startServer, type TestServer } from "../support/server";

// Two instances on one database (PostgreSQL, or one SQLite file), each behind one proxy.
let database: TestDatabase;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  a = await startServer({ databaseUrl: database.url, env: { TRUST_PROXY: "1" } });
  b = await startServer({ databaseUrl: database.url, env: { TRUST_PROXY: "1" } });
});

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await database?.drop();
});

const comment = (server: TestServer, slug: string, address: string, content = "Tulisan bagus.") =>
  postComment(server, slug, { name: "Pembaca", email: "p@contoh.id", content }, address);

describe("limits shared by two instances", () => {
  it("lets seven readers at seven addresses all comment", async () => {
    const { id, slug } = await makePost(a.db, { title: "Tujuh Pembaca" });
    const statuses: number[] = [];
    for (let reader = 0; reader < 7; reader++) {
      const server = reader % 2 ? a : b;
      statuses.push((await comment(server, slug, newAddress(), `Pembaca ${reader}`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(await storedComments(a.db, id)).toHaveLength(7);
  });

  it("refuses one address posting on both instances once the shared limit is reached", async () => {
    const { id, slug } = await makePost(a.db, { title: "Satu Alamat" });
    const address = newAddress();
    const statuses: number[] = [];
    for (let n = 0; n < 8; n++) statuses.push((await comment(n % 2 ? a : b, slug, address)).status);
    const limit = limitRules.comment.points;
    expect(statuses).toEqual([...Array(limit).fill(200), ...Array(8 - limit).fill(429)]);
    expect(await storedComments(a.db, id)).toHaveLength(limit);
  });

  it("counts the address the proxy saw, not one the client wrote into X-Forwarded-For", async () => {
    const { slug } = await makePost(a.db, { title: "Alamat Palsu" });
    const address = newAddress();
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) {
      // The client's own header comes first; the proxy appends the address it saw.
      statuses.push((await comment(a, slug, `203.0.113.${n}, ${address}`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("sign-in limits", () => {
  it("stops a stranger guessing the admin's password without locking the admin out", async () => {
    const password = "rahasia-uji-123";
    await sessionFor(a, "admin-bersama@contoh.id", password);
    const stranger = newAddress();
    const statuses: number[] = [];
    for (let n = 0; n < limitRules.signInAccount.points + 2; n++) {
      const answer = await submitCredentials(
        n % 2 ? a : b,
        "sign-in",
        "admin-bersama@contoh.id",
        `tebakan-${n}-xyz`,
        stranger,
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, limitRules.signInAccount.points)).not.toContain(429);
    expect(statuses.slice(limitRules.signInAccount.points)).toEqual([429, 429]);

    const admin = await submitCredentials(b, "sign-in", "admin-bersama@contoh.id", password);
    expect(admin.status).toBe(302);
  });

  it("stops one address trying many accounts, on both instances", async () => {
    const stranger = newAddress();
    const statuses: number[] = [];
    for (let n = 0; n <= limitRules.signIn.points; n++) {
      const email = `tidak-ada-${n}@contoh.id`;
      statuses.push(
        (await submitCredentials(n % 2 ? a : b, "sign-in", email, "salah-123", stranger)).status,
      );
    }
    expect(statuses.slice(0, limitRules.signIn.points)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("upload limits", () => {
  it("refuses an editor's uploads past the limit with 429, whichever instance takes them", async () => {
    const cookie = await sessionFor(a, "admin-bersama@contoh.id");
    const statuses: number[] = [];
    for (let n = 0; n <= limitRules.upload.points; n++) {
      const form = new FormData();
      form.set("file", new File([], "kosong.png", { type: "image/png" }));
      const response = await (n % 2 ? a : b).fetch("/admin/uploads", {
        method: "POST",
        headers: { cookie },
        body: form,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, limitRules.upload.points)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("without TRUST_PROXY", () => {
  it("ignores X-Forwarded-For, so a client cannot choose its own bucket", async () => {
    const direct = await startServer({ databaseUrl: database.url });
    try {
      const { slug } = await makePost(a.db, { title: "Tanpa Proxy" });
      const statuses: number[] = [];
      for (let n = 0; n < 6; n++) statuses.push((await comment(direct, slug, newAddress())).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await direct.db.destroy();
      direct.child.kill("SIGTERM");
      await new Promise((resolve) => direct.child.once("exit", resolve));
    }
  });
});
