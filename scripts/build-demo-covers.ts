// Part of `npm run build`: draws the demo articles' cover art once, so a first start does not.
import { writeDemoCovers } from "../app/.server/seed/cover-files";

await writeDemoCovers();
