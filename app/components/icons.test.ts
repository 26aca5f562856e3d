import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "./icons";

// Every icon draws exactly what lucide-react's own component draws, under the same name.
const pairs = Object.entries(icons).map(([name, ours]) => ({
  name,
  ours: ours as ComponentType<Record<string, unknown>>,
  theirs: (lucide as Record<string, unknown>)[name] as ComponentType<Record<string, unknown>>,
}));

function markup(component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>) {
  return renderToStaticMarkup(createElement(component, props));
}

describe("icons", () => {
  it("exports the icons the app draws, each one of lucide-react's", () => {
    expect(pairs.length).toBeGreaterThan(40);
    for (const { name, theirs } of pairs) expect(theirs, name).toBeDefined();
  });

  it.each([
    ["decorative, as the app uses them", { className: "size-4 shrink-0", "aria-hidden": true }],
    ["without any props", {}],
    ["named for assistive technology", { "aria-label": "Tutup", role: "img" }],
  ])("renders Lucide's markup %s", (_, props) => {
    for (const { name, ours, theirs } of pairs) {
      expect(markup(ours, props), name).toBe(markup(theirs, props));
    }
  });

  it("draws each icon's own lines", () => {
    expect(markup(icons.House, {})).toContain("lucide-house lucide-home");
    expect(markup(icons.House, {})).not.toBe(markup(icons.X, {}));
  });
});
