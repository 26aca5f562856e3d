import type { SVGProps } from "react";
import * as textAlignCenterDrawing from "lucide-react/icons/text-align-center";
import * as textAlignStartDrawing from "lucide-react/icons/text-align-start";
import * as textAlignEndDrawing from "lucide-react/icons/text-align-end";
import * as arrowLeftDrawing from "lucide-react/icons/arrow-left";
import * as letterBDrawing from "lucide-react/icons/letter-b";
import * as calendarClockDrawing from "lucide-react/icons/calendar-clock";
import * as calendarXDrawing from "lucide-react/icons/calendar-x";
import * as checkDrawing from "lucide-react/icons/check";
import * as chevronDownDrawing from "lucide-react/icons/chevron-down";
import * as circleExclamationPointDrawing from "lucide-react/icons/circle-exclamation-point";
import * as circleCheckDrawing from "lucide-react/icons/circle-check";
import * as downloadDrawing from "lucide-react/icons/download";
import * as externalLinkDrawing from "lucide-react/icons/external-link";
import * as eyeDrawing from "lucide-react/icons/eye";
import * as filePlusCornerDrawing from "lucide-react/icons/file-plus-corner";
import * as gitMergeDrawing from "lucide-react/icons/git-merge";
import * as heading2Drawing from "lucide-react/icons/heading-2";
import * as heading3Drawing from "lucide-react/icons/heading-3";
import * as heading4Drawing from "lucide-react/icons/heading-4";
import * as houseDrawing from "lucide-react/icons/house";
import * as imagePlusDrawing from "lucide-react/icons/image-plus";
import * as inboxDrawing from "lucide-react/icons/inbox";
import * as italicDrawing from "lucide-react/icons/italic";
import * as linkDrawing from "lucide-react/icons/link";
import * as link2Drawing from "lucide-react/icons/link-2";
import * as listDrawing from "lucide-react/icons/list";
import * as listOrderedDrawing from "lucide-react/icons/list-ordered";
import * as logOutDrawing from "lucide-react/icons/log-out";
import * as mailDrawing from "lucide-react/icons/mail";
import * as mailCheckDrawing from "lucide-react/icons/mail-check";
import * as mailXDrawing from "lucide-react/icons/mail-x";
import * as mapPinDrawing from "lucide-react/icons/map-pin";
import * as maximize2Drawing from "lucide-react/icons/maximize-2";
import * as menuDrawing from "lucide-react/icons/menu";
import * as messageSquareDrawing from "lucide-react/icons/message-square";
import * as moonDrawing from "lucide-react/icons/moon";
import * as pencilDrawing from "lucide-react/icons/pencil";
import * as phoneDrawing from "lucide-react/icons/phone";
import * as refreshCwDrawing from "lucide-react/icons/refresh-cw";
import * as replyDrawing from "lucide-react/icons/reply";
import * as rotateCwDrawing from "lucide-react/icons/rotate-cw";
import * as searchDrawing from "lucide-react/icons/search";
import * as sendDrawing from "lucide-react/icons/send";
import * as share2Drawing from "lucide-react/icons/share-2";
import * as shieldExclamationPointDrawing from "lucide-react/icons/shield-exclamation-point";
import * as shieldCheckDrawing from "lucide-react/icons/shield-check";
import * as sunDrawing from "lucide-react/icons/sun";
import * as trashDrawing from "lucide-react/icons/trash";
import * as underlineDrawing from "lucide-react/icons/underline";
import * as undo2Drawing from "lucide-react/icons/undo-2";
import * as uploadDrawing from "lucide-react/icons/upload";
import * as userRoundDrawing from "lucide-react/icons/user-round";
import * as userXDrawing from "lucide-react/icons/user-x";
import * as xDrawing from "lucide-react/icons/x";
import * as zoomInDrawing from "lucide-react/icons/zoom-in";
import * as zoomOutDrawing from "lucide-react/icons/zoom-out";

// Lucide's drawings with a renderer of our own. Lucide's components build every icon anew on
// each render (two components, an attribute object merged from defaults, one element per line of
// the drawing); a public page draws 13 of them, a sixth of its elements. Here each drawing becomes
// its markup once, and an icon is one <svg> element with the same attributes and classes as
// Lucide's (docs/PERFORMANCE.md).

/** The drawing each of lucide-react's per-icon modules exports beside its component. */
interface Drawing {
  name: string;
  aliases?: string[];
  node: [tag: string, attributes: Record<string, string | number>][];
}

export type IconProps = Omit<
  SVGProps<SVGSVGElement>,
  "children" | "dangerouslySetInnerHTML" | "ref"
>;
export type Icon = (props: IconProps) => React.JSX.Element;

function icon(module: object): Icon {
  const drawing = (module as { __iconData?: Drawing }).__iconData;
  // A new lucide-react that stops exporting its drawings fails the build, not a page.
  if (!drawing) throw new Error("lucide-react: an icon module without its drawing (__iconData)");
  const markup = drawing.node
    .map(([tag, attributes]) => {
      const pairs = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`);
      return `<${tag}${pairs.join("")}></${tag}>`;
    })
    .join("");
  const html = { __html: markup };
  const classes = [
    "lucide",
    ...[drawing.name, ...(drawing.aliases ?? [])].map((name) => `lucide-${name}`),
  ].join(" ");
  return function LucideIcon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${classes} ${className}` : classes}
        aria-hidden={isLabelled(props) ? undefined : "true"}
        {...props}
        dangerouslySetInnerHTML={html}
      />
    );
  };
}

// Lucide's rule: an icon is decorative unless the caller gave it a name or a role.
function isLabelled(props: IconProps): boolean {
  for (const name in props) {
    const labels = name.startsWith("aria-") || name === "role" || name === "title";
    if (labels && props[name as keyof IconProps] != null) return true;
  }
  return false;
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}

export const AlignCenter = icon(textAlignCenterDrawing);
export const AlignLeft = icon(textAlignStartDrawing);
export const AlignRight = icon(textAlignEndDrawing);
export const ArrowLeft = icon(arrowLeftDrawing);
export const Bold = icon(letterBDrawing);
export const CalendarClock = icon(calendarClockDrawing);
export const CalendarX = icon(calendarXDrawing);
export const Check = icon(checkDrawing);
export const ChevronDown = icon(chevronDownDrawing);
export const CircleAlert = icon(circleExclamationPointDrawing);
export const CircleCheck = icon(circleCheckDrawing);
export const Download = icon(downloadDrawing);
export const ExternalLink = icon(externalLinkDrawing);
export const Eye = icon(eyeDrawing);
export const FilePlus2 = icon(filePlusCornerDrawing);
export const GitMerge = icon(gitMergeDrawing);
export const Heading2 = icon(heading2Drawing);
export const Heading3 = icon(heading3Drawing);
export const Heading4 = icon(heading4Drawing);
export const House = icon(houseDrawing);
export const ImagePlus = icon(imagePlusDrawing);
export const Inbox = icon(inboxDrawing);
export const Italic = icon(italicDrawing);
export const Link = icon(linkDrawing);
export const Link2 = icon(link2Drawing);
export const List = icon(listDrawing);
export const ListOrdered = icon(listOrderedDrawing);
export const LogOut = icon(logOutDrawing);
export const Mail = icon(mailDrawing);
export const MailCheck = icon(mailCheckDrawing);
export const MailX = icon(mailXDrawing);
export const MapPin = icon(mapPinDrawing);
export const Maximize2 = icon(maximize2Drawing);
export const Menu = icon(menuDrawing);
export const MessageSquare = icon(messageSquareDrawing);
export const Moon = icon(moonDrawing);
export const Pencil = icon(pencilDrawing);
export const Phone = icon(phoneDrawing);
export const RefreshCw = icon(refreshCwDrawing);
export const Reply = icon(replyDrawing);
export const RotateCw = icon(rotateCwDrawing);
export const Search = icon(searchDrawing);
export const Send = icon(sendDrawing);
export const Share2 = icon(share2Drawing);
export const ShieldAlert = icon(shieldExclamationPointDrawing);
export const ShieldCheck = icon(shieldCheckDrawing);
export const Sun = icon(sunDrawing);
export const Trash2 = icon(trashDrawing);
export const Underline = icon(underlineDrawing);
export const Undo2 = icon(undo2Drawing);
export const Upload = icon(uploadDrawing);
export const UserRound = icon(userRoundDrawing);
export const UserX = icon(userXDrawing);
export const X = icon(xDrawing);
export const ZoomIn = icon(zoomInDrawing);
export const ZoomOut = icon(zoomOutDrawing);
