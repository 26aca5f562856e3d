import { accountTexts } from "./admin-texts/accounts";
import { articleTexts } from "./admin-texts/articles";
import { audienceTexts } from "./admin-texts/audience";
import { categoryTexts } from "./admin-texts/categories";
import { commentTexts } from "./admin-texts/comments";
import { dashboardTexts } from "./admin-texts/dashboard";
import { mailTexts } from "./admin-texts/mail";
import { mediaTexts } from "./admin-texts/media";
import { menuTexts } from "./admin-texts/menus";
import { movingTexts } from "./admin-texts/moving";
import { personalDataTexts } from "./admin-texts/personal-data";
import { profileTexts } from "./admin-texts/profiles";
import { seoTexts } from "./admin-texts/seo";
import { siteTexts } from "./admin-texts/site";
import { texts as readerTexts } from "./texts";

// What an editor sees in the dashboard, with the reader's texts (the dashboard shows both: the
// site name, article previews). Imported by the dashboard's routes and components only: public
// pages import ./texts.ts and never load these. Each area of the dashboard keeps its texts in
// ./admin-texts/; callers read them all as `texts.<namespace>` from here.
export const texts = {
  ...readerTexts,
  ...accountTexts,
  ...dashboardTexts,
  ...articleTexts,
  ...commentTexts,
  ...mailTexts,
  ...mediaTexts,
  ...movingTexts,
  ...profileTexts,
  ...siteTexts,
  ...audienceTexts,
  ...categoryTexts,
  ...personalDataTexts,
  ...menuTexts,
  ...seoTexts,
} as const;
