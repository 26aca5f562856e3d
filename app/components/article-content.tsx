import { useContext, useEffect, useRef } from "react";
import { mount as mountEmbeds } from "~/islands/embeds";
import { responsiveContentImages } from "~/lib/content-images";
import { texts } from "~/lib/texts";
import type { ViewerImage } from "./image-viewer";
import { RenderedParts } from "./rendered-parts";

interface ArticleContentProps {
  /** Sanitized article HTML. */
  html: string;
  onOpenImage: (image: ViewerImage) => void;
}

/**
 * The article's stored HTML; its images (a gallery's too) open the viewer on click, Enter or
 * Space, and its embeds show a "Muat …" button that loads the player.
 */
export function ArticleContent({ html, onOpenImage }: ArticleContentProps) {
  const container = useRef<HTMLDivElement>(null);
  const parts = useContext(RenderedParts);

  // The images come as HTML, not as React elements: they are made keyboard-reachable here, and
  // their clicks are caught once on the container.
  useEffect(() => {
    for (const img of viewableImages(container.current)) {
      img.tabIndex = 0;
      img.setAttribute("role", "button");
      img.setAttribute("aria-label", texts.viewer.open(img.alt));
    }
    if (container.current) mountEmbeds(container.current);
  }, [html]);

  function openFrom(target: EventTarget): boolean {
    if (!(target instanceof HTMLImageElement) || target.closest("a")) return false;
    onOpenImage({
      src: target.currentSrc || target.src,
      srcSet: target.srcset || undefined,
      alt: target.alt,
      opener: target,
    });
    return true;
  }

  // Lazy images in the width the screen needs (a gallery of eight photographs fetched at 1,600 px
  // on a phone took an article's Lighthouse score from 99 to 68).
  const shown = responsiveContentImages(html);
  const content = (
    <div
      ref={container}
      className="prose-warta mt-8"
      // On HTML-first pages app/islands/image-viewer.ts opens the images.
      data-island="image-viewer"
      onClick={(event) => openFrom(event.target)}
      onKeyDown={(event) => {
        if ((event.key === "Enter" || event.key === " ") && openFrom(event.target)) {
          event.preventDefault();
        }
      }}
      // Stored HTML is sanitized on every save, so it is safe to render. An HTML-first page
      // puts it into its bytes after React has rendered.
      dangerouslySetInnerHTML={{ __html: parts ? parts.place(shown) : shown }}
    />
  );
  // Embeds are links until a reader asks for the player (app/islands/embeds.ts); an article
  // without any keeps its bytes as before.
  return html.includes("data-embed=") ? <div data-island="embeds">{content}</div> : content;
}

function viewableImages(root: HTMLElement | null): HTMLImageElement[] {
  if (!root) return [];
  return [...root.querySelectorAll("img")].filter((img) => !img.closest("a"));
}
