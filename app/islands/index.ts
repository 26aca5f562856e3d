// The only script an HTML-first page loads (docs/decisions/0021-html-first-public-pages.md):
// it looks for the page's interactive pieces, marked `data-island="name"` by the server's HTML,
// and loads each piece's module only when the page has one. Every piece works without it: the
// markup is plain links, buttons and forms, and this only makes them quicker or friendlier.

interface Island {
  mount(element: HTMLElement): void;
}

const islands: Record<string, () => Promise<Island>> = {
  "theme-toggle": () => import("./theme-toggle"),
  menu: () => import("./menu"),
  "newsletter-form": () => import("./newsletter-form"),
  "search-form": () => import("./search-form"),
  history: () => import("./history-buttons"),
  "image-viewer": () => import("./image-viewer"),
  embeds: () => import("./embeds"),
  share: () => import("./share"),
  "comment-form": () => import("./comment-form"),
  "view-beacon": () => import("./view-beacon"),
};

for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const load = islands[element.dataset.island ?? ""];
  if (!load) continue;
  load().then(
    (island) => {
      island.mount(element);
      // Marks the piece as working (tests wait for it; before, the plain HTML answers).
      element.dataset.islandReady = "";
    },
    // A module that fails to load leaves the plain HTML working, as without JavaScript.
    () => undefined,
  );
}
