import { Outlet } from "react-router";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";

// Every page under this layout (and every one added later) is HTML-first unless its route says
// `htmlFirst: false` (app/components/html-first.tsx).
export const handle = { htmlFirst: true };

export default function PublicLayout() {
  return (
    <>
      <SiteHeader />
      <main id="konten">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
