import { afterAll, beforeAll } from "vitest";
import { profileOfUser } from "~/.server/db/author-profiles";
import { adminServerEnv, sessionFor } from "./admin";
import { startServer, type TestServer } from "./server";

// A newsroom for attack tests: one account per role, their sessions, ids and author profiles,
// and forms posted as a browser (or an attacker) would post them, repeated fields included.

export type StaffRole = "admin" | "editor" | "penulis" | "kontributor";

export interface Newsroom {
  cookies: Record<StaffRole, string>;
  ids: Record<StaffRole, string>;
  /** Each account's own author profile id. */
  profiles: Record<StaffRole, number>;
}

/** Signs up one account per role (the admin first) on `server`. */
export async function makeNewsroom(server: TestServer): Promise<Newsroom> {
  const roles: StaffRole[] = ["admin", "editor", "penulis", "kontributor"];
  const room = { cookies: {}, ids: {}, profiles: {} } as Newsroom;
  for (const role of roles) {
    const email = `${role}@contoh.id`;
    room.cookies[role] = await sessionFor(server, email);
    await server.db.updateTable("user").set({ role }).where("email", "=", email).execute();
    const user = await server.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    room.ids[role] = user.id;
    room.profiles[role] = (await profileOfUser(server.db, user.id)).id;
  }
  return room;
}

/** Posts `fields` (pairs, so a name may repeat) as multipart form data with `cookie`. */
export function postPairs(
  server: TestServer,
  path: string,
  fields: readonly (readonly [string, string | Blob])[],
  cookie: string,
): Promise<Response> {
  const form = new FormData();
  for (const [key, value] of fields) form.append(key, value);
  return server.fetch(path, { method: "POST", headers: { cookie }, body: form });
}

/** A new article's fields, valid as the editor sends them, with `extra` pairs appended. */
export async function newArticlePairs(
  server: TestServer,
  extra: readonly (readonly [string, string | Blob])[] = [],
): Promise<[string, string | Blob][]> {
  const category = await server.db
    .selectFrom("categories")
    .select("id")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return [
    ["title", "Tulisan Uji Pintu"],
    ["slug", `pintu-${Math.random().toString(36).slice(2, 8)}`],
    ["categoryId", String(category.id)],
    ["summary", "Ringkasan tulisan uji."],
    ["content", "<p>Isi tulisan uji.</p>"],
    ...extra.map(([key, value]): [string, string | Blob] => [key, value]),
  ];
}

/** The stored state of article `id` that the doors below care about. */
export async function articleState(server: TestServer, id: number) {
  const row = await server.db
    .selectFrom("posts")
    .select([
      "title",
      "content",
      "published",
      "featured",
      "in_review",
      "scheduled_at",
      "author_profile_id",
      "owner_id",
    ])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return {
    title: row.title,
    content: row.content,
    published: Boolean(row.published),
    featured: Boolean(row.featured),
    inReview: Boolean(row.in_review),
    scheduled: row.scheduled_at !== null,
    authorProfileId: row.author_profile_id,
    ownerId: row.owner_id,
  };
}

export interface NewsroomSuite {
  server: TestServer;
  room: Newsroom;
}

/** A server with a newsroom, started before the file's tests and stopped after them. */
export function newsroomSuite(): NewsroomSuite {
  const suite = {} as NewsroomSuite;
  beforeAll(async () => {
    suite.server = await startServer({ env: adminServerEnv });
    suite.room = await makeNewsroom(suite.server);
  });
  afterAll(() => suite.server?.stop());
  return suite;
}
