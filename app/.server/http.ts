import { data } from "react-router";

/** Ends a loader with the route's 404 page. */
export function notFound(): never {
  throw data(null, { status: 404 });
}
