import { mediaSrcSet } from "~/lib/media";

interface PostImageProps {
  src: string | null;
  alt: string;
  sizes: string;
  className?: string;
  /**
   * How soon the browser fetches it: "lazy" below the fold, "eager" for what a reader sees at
   * once, "priority" for the page's largest image (its LCP), fetched ahead of everything else.
   */
  loading?: "lazy" | "eager" | "priority";
}

/** An article image at 16:9 with a srcset for Warta's own media; a quiet panel when there is none. */
export function PostImage({ src, alt, sizes, className = "", loading = "lazy" }: PostImageProps) {
  if (!src) {
    return (
      <div
        className={`aspect-video bg-gradient-to-br from-brand-100 to-slate-200 dark:from-slate-800 dark:to-slate-900 ${className}`}
        aria-hidden
      />
    );
  }
  return (
    <img
      src={src}
      srcSet={mediaSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={1600}
      height={900}
      loading={loading === "lazy" ? "lazy" : "eager"}
      fetchPriority={loading === "priority" ? "high" : undefined}
      decoding={loading === "lazy" ? "async" : undefined}
      className={`aspect-video w-full object-cover ${className}`}
    />
  );
}
