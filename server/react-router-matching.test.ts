import { createStaticHandler, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";

// patches/react-router+8.4.0.patch: React Router matches a request's path twice, each time trying
// its ranked routes one by one; patched, it remembers a path's matches. These check that it
// remembers, that what it hands out is each caller's own, and that the matches are React Router's.
const routes: RouteObject[] = [
  {
    id: "public",
    path: "/",
    children: [
      { id: "home", index: true },
      { id: "article", path: "blog/:slug" },
      { id: "tag", path: "tag/:slug" },
      { id: "page", path: ":slug" },
    ],
  },
  {
    id: "admin",
    path: "/admin",
    children: [
      { id: "dashboard", index: true },
      { id: "edit", path: "posts/:id/edit" },
      { id: "settings", path: "settings" },
    ],
  },
  { id: "not-found", path: "*" },
];

const { [Symbol.match]: regExpMatch } = RegExp.prototype;

/** How many times `work` asked a regular expression to match a string (what trying a route is). */
function regExpMatchesIn(work: () => void): number {
  let calls = 0;
  RegExp.prototype[Symbol.match] = function (this: RegExp, text: string) {
    calls++;
    return regExpMatch.call(this, text);
  };
  try {
    work();
  } finally {
    RegExp.prototype[Symbol.match] = regExpMatch;
  }
  return calls;
}

const summary = (matches: ReturnType<ReturnType<typeof createStaticHandler>["match"]>) =>
  matches?.map(({ route, params, pathname }) => ({ id: route.id, params, pathname })) ?? null;

describe("React Router's route matching", () => {
  it("matches a path it has matched before without trying the routes again", () => {
    const handler = createStaticHandler(routes);
    expect(regExpMatchesIn(() => handler.match("/blog/banjir-di-jakarta"))).toBeGreaterThan(0);
    expect(regExpMatchesIn(() => handler.match("/blog/banjir-di-jakarta"))).toBe(0);
    // The query and the fragment are not part of what is matched.
    expect(regExpMatchesIn(() => handler.match("/blog/banjir-di-jakarta?ref=rss#komentar"))).toBe(
      0,
    );
    expect(regExpMatchesIn(() => handler.match("/blog/kopi-gayo"))).toBeGreaterThan(0);
  });

  it("gives the same matches as the first time, and each caller its own", () => {
    const handler = createStaticHandler(routes);
    const first = handler.match("/blog/banjir-di-jakarta");
    const expected = [
      { id: "public", params: { slug: "banjir-di-jakarta" }, pathname: "/" },
      { id: "article", params: { slug: "banjir-di-jakarta" }, pathname: "/blog/banjir-di-jakarta" },
    ];
    expect(summary(first)).toEqual(expected);
    first?.forEach((match) => Object.assign(match.params, { slug: "diubah" }));
    expect(summary(handler.match("/blog/banjir-di-jakarta"))).toEqual(expected);
  });

  it("remembers a path that matches nothing, and ranks routes as React Router does", () => {
    const handler = createStaticHandler([{ id: "only", path: "/tentang" }]);
    expect(handler.match("/lain")).toBeNull();
    expect(regExpMatchesIn(() => expect(handler.match("/lain")).toBeNull())).toBe(0);

    const ranked = createStaticHandler(routes);
    expect(summary(ranked.match("/admin/settings"))?.map(({ id }) => id)).toEqual([
      "admin",
      "settings",
    ]);
    expect(summary(ranked.match("/tentang-kami"))?.map(({ id }) => id)).toEqual(["public", "page"]);
    expect(summary(ranked.match("/a/b/c"))?.map(({ id }) => id)).toEqual(["not-found"]);
  });
});
