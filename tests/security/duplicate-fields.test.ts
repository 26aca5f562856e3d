import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { nowIso } from "~/.server/db/values";
import { texts } from "~/lib/admin-texts";
import { adminServerEnv, editFields } from "../support/admin";
import { makePost } from "../support/factories";
import { makeComment } from "../support/moderation";
import { makeNewsroom, newArticlePairs, type Newsroom, type StaffRole } from "../support/newsroom";
import { makePage } from "../support/pages";
import { settingsFields } from "../support/settings";
import { startServer, type TestServer } from "../support/server";

// One reading of a form: every dashboard form (each action under app/routes/admin/), with each of
// its one-valued fields sent twice, answers 400 with the Indonesian message and changes nothing.
// Fields declared as lists (the comment ids of a bulk action) may repeat.

vi.setConfig({ testTimeout: 300_000 });

let server: TestServer;
let room: Newsroom;

interface DashboardForm {
  name: string;
  path: string;
  /** Who sends it; none for the sign-in screens. */
  as?: StaffRole;
  fields: [string, string | Blob][];
  /** Fields the form declares as lists. */
  multi?: string[];
}

const forms: DashboardForm[] = [];

beforeAll(async () => {
  server = await startServer({ env: adminServerEnv });
  room = await makeNewsroom(server);
  const article = await makePost(server.db, { published: false, ownerId: room.ids.editor });
  const { id: pageId } = await makePage(server.db, { published: false });
  const commentId = await makeComment(server.db, article.id);
  await server.db
    .insertInto("subscribers")
    .values({ email: "pembaca@contoh.id", token: "s".repeat(32), created_at: nowIso() })
    .execute();
  const subscriber = await server.db
    .selectFrom("subscribers")
    .select("id")
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto("tags")
    .values([
      { slug: "pemilu", name: "pemilu" },
      { slug: "ekonomi", name: "ekonomi" },
    ])
    .execute();
  const tags = await server.db.selectFrom("tags").select("id").orderBy("id").execute();
  const edit = await editFields(server, room.cookies.editor, article.id);
  const settings = await settingsFields(server, room.cookies.admin);
  const image = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });
  const editPath = `/admin/articles/${article.id}/edit`;
  const password = "rahasia-uji-123";
  forms.push(
    {
      name: "masuk",
      path: "/admin/auth",
      fields: [
        ["intent", "sign-in"],
        ["email", "admin@contoh.id"],
        ["password", password],
      ],
    },
    {
      name: "daftar",
      path: "/admin/auth",
      fields: [
        ["intent", "sign-up"],
        ["email", "baru@contoh.id"],
        ["password", password],
      ],
    },
    { name: "lupa kata sandi", path: "/admin/forgot-password", fields: [["email", "a@contoh.id"]] },
    {
      name: "kata sandi baru",
      path: "/admin/reset-password",
      fields: [
        ["token", "t".repeat(24)],
        ["password", "sandi-baru-123"],
        ["repeat", "sandi-baru-123"],
      ],
    },
    { name: "kode dua langkah", path: "/admin/two-factor", fields: [["code", "123456"]] },
    {
      name: "notifikasi",
      path: "/admin/account",
      as: "editor",
      fields: [
        ["intent", "notices"],
        ["notices", "on"],
        ["reviewNotices", "on"],
      ],
    },
    {
      name: "profil",
      path: "/admin/account",
      as: "editor",
      fields: [
        ["intent", "profile"],
        ["name", "Nama Baru"],
        ["bio", "Bio baru."],
        ["website", ""],
      ],
    },
    {
      name: "dua langkah aktif",
      path: "/admin/account",
      as: "editor",
      fields: [
        ["intent", "enable"],
        ["password", password],
      ],
    },
    {
      name: "artikel baru",
      path: "/admin/articles/new",
      as: "editor",
      fields: await newArticlePairs(server, [
        ["intent", "save"],
        ["author", String(room.profiles.editor)],
        ["image", ""],
        ["published", "on"],
        ["featured", "on"],
        ["sendNewsletter", "on"],
        ["publishAt", ""],
        ["tags", "pemilu"],
        ["ownerId", room.ids.editor],
        ["imageFile", image],
      ]),
    },
    {
      name: "sunting artikel",
      path: editPath,
      as: "editor",
      fields: [...Object.entries(edit), ["intent", "publish"], ["featured", "on"]],
    },
    {
      name: "kembalikan",
      path: editPath,
      as: "editor",
      fields: [
        ["intent", "return"],
        ["reviewNote", "Perbaiki judul."],
      ],
    },
    {
      name: "simpan otomatis",
      path: "/admin/autosave",
      as: "editor",
      fields: [
        ["kind", "post"],
        ["id", String(article.id)],
        ["title", "Draf"],
        ["content", "<p>x</p>"],
      ],
    },
    {
      name: "moderasi komentar",
      path: "/admin/comments",
      as: "editor",
      fields: [
        ["intent", "approve"],
        ["ids", String(commentId)],
      ],
      multi: ["ids"],
    },
    {
      name: "hapus artikel",
      path: "/admin/dashboard",
      as: "admin",
      fields: [
        ["intent", "delete"],
        ["id", String(article.id)],
      ],
    },
    {
      name: "kirim ulang surat",
      path: "/admin/outbox",
      as: "admin",
      fields: [
        ["intent", "retry"],
        ["id", "1"],
      ],
    },
    {
      name: "halaman baru",
      path: "/admin/pages/new",
      as: "admin",
      fields: [
        ["title", "Tentang Kami"],
        ["slug", "tentang-kami-baru"],
        ["summary", "Ringkasan."],
        ["content", "<p>Isi.</p>"],
        ["published", "on"],
      ],
    },
    {
      name: "hapus halaman",
      path: "/admin/pages",
      as: "admin",
      fields: [
        ["intent", "remove"],
        ["id", String(pageId)],
      ],
    },
    {
      name: "pulihkan revisi",
      path: `/admin/articles/${article.id}/riwayat`,
      as: "editor",
      fields: [
        ["intent", "restore"],
        ["revisionId", "1"],
        ["updatedAt", edit.updatedAt ?? ""],
      ],
    },
    { name: "pengaturan", path: "/admin/settings", as: "admin", fields: [...settings.values] },
    {
      name: "hapus pelanggan",
      path: "/admin/subscribers",
      as: "admin",
      fields: [
        ["intent", "remove"],
        ["id", String(subscriber.id)],
      ],
    },
    {
      name: "simpan tag",
      path: "/admin/tags",
      as: "editor",
      fields: [
        ["intent", "save"],
        ["id", String(tags[0]?.id)],
        ["name", "pemilihan"],
        ["slug", "pemilihan"],
        ["description", "Pemilihan umum."],
      ],
    },
    {
      name: "gabung tag",
      path: "/admin/tags",
      as: "editor",
      fields: [
        ["intent", "merge"],
        ["id", String(tags[0]?.id)],
        ["into", String(tags[1]?.id)],
      ],
    },
    {
      name: "peran pengguna",
      path: "/admin/users",
      as: "admin",
      fields: [
        ["intent", "role"],
        ["id", room.ids.penulis],
        ["role", "editor"],
      ],
    },
    {
      name: "tautkan profil",
      path: "/admin/users",
      as: "admin",
      fields: [
        ["intent", "linkProfile"],
        ["profileId", String(room.profiles.kontributor)],
        ["userId", room.ids.penulis],
      ],
    },
    {
      name: "undang pengguna",
      path: "/admin/users",
      as: "admin",
      fields: [
        ["intent", "invite"],
        ["email", "undangan@contoh.id"],
        ["role", "penulis"],
        ["name", "Tamu Undangan"],
      ],
    },
    {
      name: "buka halaman penulis",
      path: "/admin/profiles",
      as: "admin",
      fields: [
        ["intent", "open"],
        ["id", String(room.profiles.kontributor)],
      ],
    },
    {
      name: "jalankan ulang tugas",
      path: "/admin/outbox",
      as: "admin",
      fields: [
        ["intent", "retry-job"],
        ["id", "1"],
      ],
    },
    { name: "unggah gambar", path: "/admin/uploads", as: "editor", fields: [["file", image]] },
    {
      name: "pulihkan cadangan",
      path: "/admin/import-export",
      as: "admin",
      fields: [["file", new Blob(["{}\n"], { type: "application/jsonl" })]],
    },
  );
});

afterAll(() => server?.stop());

/** Every table's rows but the rate limits' (refused attempts are counted on purpose). */
async function snapshot(): Promise<string> {
  const tables = server.databaseUrl.startsWith("file:")
    ? await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(
        server.db,
      )
    : await sql<{
        name: string;
      }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(
        server.db,
      );
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables.rows) {
    if (name === "rate_limits") continue;
    const found = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(
      server.db,
    );
    rows[name] = found.rows.map((row) => JSON.stringify(row)).sort();
  }
  return JSON.stringify(rows);
}

function send(form: DashboardForm, fields: [string, string | Blob][]) {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  const cookie = form.as ? room.cookies[form.as] : "";
  return server.fetch(form.path, { method: "POST", headers: { cookie }, body });
}

describe("a one-valued field sent twice", () => {
  it("is refused with 400 and the Indonesian message, and nothing changes, on every form", async () => {
    expect(forms.length).toBeGreaterThan(20);
    for (const form of forms) {
      for (const [index, [name, value]] of form.fields.entries()) {
        if (form.multi?.includes(name)) continue;
        const before = await snapshot();
        const twice = [...form.fields];
        twice.splice(index + 1, 0, [name, value]);
        const answer = await send(form, twice);
        expect([form.name, name, answer.status]).toEqual([form.name, name, 400]);
        const text = await answer.text();
        const message = texts.actions.repeatedField(name);
        // As a page shows it (HTML), or as a resource route's JSON carries it.
        const spellings = [message.replaceAll('"', "&quot;"), JSON.stringify(message).slice(1, -1)];
        expect(
          spellings.some((spelling) => text.includes(spelling)),
          `${form.name}: ${name}`,
        ).toBe(true);
        expect([form.name, name, await snapshot()]).toEqual([form.name, name, before]);
      }
    }
  });

  it("is accepted where the form declares a list: the ids of a bulk moderation", async () => {
    const comments = await server.db.selectFrom("comments").select("id").execute();
    const form = forms.find((f) => f.name === "moderasi komentar");
    if (!form) throw new Error("no moderation form");
    const ids = comments.map((c): [string, string] => ["ids", String(c.id)]);
    const answer = await send(form, [["intent", "approve"], ...ids, ...ids]);
    expect(answer.status).toBe(200);
    const statuses = await server.db.selectFrom("comments").select("status").execute();
    expect(statuses.map((c) => c.status)).toEqual(comments.map(() => "approved"));
  });
});
