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
import * as searchStems from "./0014-search-stems";
import * as tags from "./0015-tags";
import * as featured from "./0016-featured";
import * as scheduledPublishing from "./0017-scheduled-publishing";
import * as revisions from "./0018-revisions";
import * as tagCounts from "./0019-tag-counts";
import * as articleOwners from "./0020-article-owners";
import * as accountsAndActivity from "./0021-accounts-and-activity";
import * as authorProfiles from "./0022-author-profiles";
import * as editorialReview from "./0023-editorial-review";
import * as approvedCommentInserts from "./0024-approved-comment-inserts";
import * as relatedRanking from "./0025-related-ranking";
import * as featuredByDate from "./0026-featured-by-date";
import * as tagListsByDate from "./0027-tag-lists-by-date";
import * as relatedByDate from "./0028-related-by-date";
import * as authorPageReasons from "./0030-author-page-reasons";
import * as activityRecords from "./0031-activity-records";
import * as eventsAndJobs from "./0032-events-and-jobs";
import * as invitations from "./0035-invitations";
import * as audience from "./0038-audience";
import * as mediaLibrary from "./0040-media-library";
import * as categoryPages from "./0042-category-pages";
import * as importMedia from "./0046-import-media";
import * as mediaStorage from "./0047-media-storage";
import * as menus from "./0050-menus";
import * as articleSeo from "./0052-article-seo";
import * as revisionSeo from "./0053-revision-seo";
import * as demoContent from "./0054-demo-content";
import * as personalData from "./0055-personal-data";
import * as commentReplies from "./0058-comment-replies";

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
  "0014-search-stems": searchStems,
  "0015-tags": tags,
  "0016-featured": featured,
  "0017-scheduled-publishing": scheduledPublishing,
  "0018-revisions": revisions,
  "0019-tag-counts": tagCounts,
  "0020-article-owners": articleOwners,
  "0021-accounts-and-activity": accountsAndActivity,
  "0022-author-profiles": authorProfiles,
  "0023-editorial-review": editorialReview,
  "0024-approved-comment-inserts": approvedCommentInserts,
  "0025-related-ranking": relatedRanking,
  "0026-featured-by-date": featuredByDate,
  "0027-tag-lists-by-date": tagListsByDate,
  "0028-related-by-date": relatedByDate,
  "0030-author-page-reasons": authorPageReasons,
  "0031-activity-records": activityRecords,
  "0032-events-and-jobs": eventsAndJobs,
  "0035-invitations": invitations,
  "0038-audience": audience,
  "0040-media-library": mediaLibrary,
  "0042-category-pages": categoryPages,
  "0046-import-media": importMedia,
  "0047-media-storage": mediaStorage,
  "0050-menus": menus,
  "0052-article-seo": articleSeo,
  "0053-revision-seo": revisionSeo,
  "0054-demo-content": demoContent,
  "0055-personal-data": personalData,
  "0058-comment-replies": commentReplies,
};
