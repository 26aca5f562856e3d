import { lazy, Suspense, useState } from "react";
import type { ViewerImage } from "./image-viewer";

// The viewer (a Radix dialog, a tenth of the page's script) loads when a reader first opens an
// image, not with every article or page.
const ImageViewer = lazy(() =>
  import("./image-viewer").then((module) => ({ default: module.ImageViewer })),
);

/** The image viewer of an article or a page: `open` shows an image, `viewer` is rendered once. */
export function useImageViewer() {
  const [viewing, setViewing] = useState<ViewerImage | null>(null);
  // Once opened, the viewer stays mounted, so that closing it returns the focus to its opener.
  const [used, setUsed] = useState(false);
  const open = (image: ViewerImage) => {
    setUsed(true);
    setViewing(image);
  };
  const viewer = used ? (
    <Suspense fallback={null}>
      <ImageViewer image={viewing} onClose={() => setViewing(null)} />
    </Suspense>
  ) : null;
  return { open, viewer };
}
