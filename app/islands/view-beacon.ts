import { beaconPath } from "~/lib/beacon-path";

/**
 * Reports that this page was shown: one small POST (navigator.sendBeacon) with the article's id
 * or the search made, where the reader came from and the campaign in the address. No cookie,
 * nothing stored in the browser. A page prerendered by Speculation Rules reports only once the
 * reader actually opens it; a reader with Do Not Track or Global Privacy Control sends nothing.
 */
export function mount(element: HTMLElement): void {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.doNotTrack === "1" || nav.globalPrivacyControl === true) return;
  if (typeof nav.sendBeacon !== "function") return;
  const send = () => {
    const { post, search, results } = element.dataset;
    const params = new URLSearchParams(location.search);
    const body = {
      ...(post ? { post: Number(post) } : {}),
      ...(search ? { search, results: Number(results ?? 0) } : {}),
      ...(document.referrer ? { referrer: document.referrer.slice(0, 1000) } : {}),
      ...utm(params, "utm_source", "utmSource"),
      ...utm(params, "utm_medium", "utmMedium"),
      ...utm(params, "utm_campaign", "utmCampaign"),
    };
    nav.sendBeacon(beaconPath, JSON.stringify(body));
  };
  const page = document as Document & { prerendering?: boolean };
  if (page.prerendering) page.addEventListener("prerenderingchange", send, { once: true });
  else send();
}

function utm(params: URLSearchParams, name: string, key: string): Record<string, string> {
  const value = params.get(name)?.slice(0, 200);
  return value ? { [key]: value } : {};
}
