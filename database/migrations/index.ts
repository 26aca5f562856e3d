import type { Migration } from "kysely";
import * as initial from "./0001-initial";
import * as auth from "./0002-auth";
import * as comments from "./0003-comments";
import * as subscribers from "./0004-subscribers";
import * as changeNotify from "./0005-change-notify";

// Listed by hand, in order: a migration exists when it is named here, not by file-name magic.
export const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-auth": auth,
  "0003-comments": comments,
  "0004-subscribers": subscribers,
  "0005-change-notify": changeNotify,
};
