import { Outlet } from "react-router";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";

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
