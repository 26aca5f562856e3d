import { Maximize2 } from "~/components/icons";
import { mediaSrcSet } from "~/lib/media";
import { texts } from "~/lib/texts";
import type { ViewerImage } from "./image-viewer";
import { PostImage } from "./post-image";

interface ArticleCoverProps {
  image: string | null;
  title: string;
  onOpenImage: (image: ViewerImage) => void;
}

/** The article's cover; a click (or Enter) opens it in the image viewer. */
export function ArticleCover({ image, title, onOpenImage }: ArticleCoverProps) {
  if (!image) return <PostImage src={null} alt="" sizes="100vw" className="mt-6 rounded-2xl" />;
  return (
    <button
      type="button"
      aria-label={texts.viewer.open(title)}
      // On HTML-first pages app/islands/image-viewer.ts opens this image.
      data-island="image-viewer"
      data-viewer-src={image}
      data-viewer-srcset={mediaSrcSet(image)}
      data-viewer-alt={title}
      className="group relative mt-6 block w-full cursor-zoom-in overflow-hidden rounded-2xl focus-visible:ring-4 focus-visible:ring-brand-500 focus-visible:outline-none"
      onClick={(event) =>
        onOpenImage({
          src: image,
          srcSet: mediaSrcSet(image),
          alt: title,
          opener: event.currentTarget,
        })
      }
    >
      <PostImage
        src={image}
        alt={title}
        sizes="(min-width: 768px) 768px, 100vw"
        className="transition duration-300 group-hover:scale-[1.02]"
        loading="priority"
      />
      <span
        className="absolute right-3 bottom-3 grid size-9 place-items-center rounded-full bg-slate-950/60 text-white opacity-0 backdrop-blur transition group-hover:opacity-100 group-focus-visible:opacity-100"
        aria-hidden
      >
        <Maximize2 className="size-4" />
      </span>
    </button>
  );
}
