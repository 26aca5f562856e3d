import { redirect } from "react-router";
import { requireStaff } from "~/.server/auth";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return redirect("/admin/dashboard");
}
