import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

// WCAG 2.1 levels A and AA, the bar every screen of Warta is held to, in both themes.
const wcag21aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Every WCAG 2.1 AA violation axe-core finds on the page, one readable line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcag21aa).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? "?"}) ${node.target.join(" ")}: ${node.failureSummary ?? violation.help}`,
    ),
  );
}

/** Elements that scroll sideways, and the page itself when it is wider than the window. */
export function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      found.push(`page: ${root.scrollWidth}px in ${root.clientWidth}px`);
    }
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const { overflowX } = getComputedStyle(element);
      if (overflowX !== "auto" && overflowX !== "scroll") continue;
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      found.push(`${element.tagName.toLowerCase()}.${element.className}`);
    }
    return found;
  });
}
