import type { Migration } from "kysely";
import * as initial from "./0001-initial";
import * as auth from "./0002-auth";
import * as comments from "./0003-comments";
import * as subscribers from "./0004-subscribers";
import * as changeNotify from "./0005-change-notify";
import * as pagesAndRedirects from "./0006-pages-and-redirects";
import * as rateLimits from "./0007-rate-limits";
import * as mail from "./0008-mail";
import * as importSources from "./0009-import-sources";
import * as publishedCounts from "./0012-published-counts";
import * as firstAccount from "./0013-first-account";
import * as tags from "./0015-tags";
import * as scheduledPublishing from "./0017-scheduled-publishing";

// Listed by hand, in order: a migration exists when it is named here, not by file-name magic.
export const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-auth": auth,
  "0003-comments": comments,
  "0004-subscribers": subscribers,
  "0005-change-notify": changeNotify,
  "0006-pages-and-redirects": pagesAndRedirects,
  "0007-rate-limits": rateLimits,
  "0008-mail": mail,
  "0009-import-sources": importSources,
  "0012-published-counts": publishedCounts,
  "0013-first-account": firstAccount,
  "0015-tags": tags,
  "0017-scheduled-publishing": scheduledPublishing,
};
