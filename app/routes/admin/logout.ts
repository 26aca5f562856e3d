import { redirect } from "react-router";
import { callAuth } from "~/.server/auth";
import { setFlash } from "~/.server/flash";
import type { Route } from "./+types/logout";

// POST only: signs out (pending accounts too) and shows 'Logout Berhasil' on the sign-in screen.
export async function action({ request, context }: Route.ActionArgs) {
  const response = await callAuth(request, context, "/sign-out", {});
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await setFlash("logout"));
  return redirect("/admin/auth", { headers });
}

export function loader() {
  return redirect("/admin/auth");
}
