import { data, redirect } from "react-router";
import { GoneView } from "~/components/gone-view";
import { NotFoundView } from "~/components/not-found-view";
import { services } from "~/.server/context";
import { findOldAddress } from "~/.server/db/redirects";
import { requestedUrl } from "~/.server/http";
import type { Route } from "./+types/not-found";

// Any path no route knows. Old addresses (renamed or deleted content, an imported site's
// permalinks) are looked up here, on the miss, so live pages never pay for it.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = requestedUrl(request);
  const old = await findOldAddress(services(context).db, url);
  if (old?.status === 301) throw redirect(old.location, 301);
  const gone = old?.status === 410;
  return data({ path: url.pathname, gone }, { status: gone ? 410 : 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return loaderData.gone ? <GoneView /> : <NotFoundView path={loaderData.path} />;
}
