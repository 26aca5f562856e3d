import type { Migration } from "kysely";
import * as initial from "./0001-initial";
import * as subscribers from "./0004-subscribers";

// Listed by hand, in order: a migration exists when it is named here, not by file-name magic.
export const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0004-subscribers": subscribers,
};
