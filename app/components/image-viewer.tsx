import * as Dialog from "@radix-ui/react-dialog";
import { RotateCw, X, ZoomIn, ZoomOut } from "~/components/icons";
import { useState } from "react";
import { texts } from "~/lib/texts";

export interface ViewerImage {
  src: string;
  srcSet?: string;
  alt: string;
  /** Gets the focus back when the viewer closes. */
  opener: HTMLElement;
}

// SPEC.md §9: zoom from 0.5 to 3 in steps of 0.2. Zoom is kept as a whole number of steps from
// 100% so that repeated steps never drift (0.1 + 0.2 !== 0.3); the lowest step is clamped to 0.5.
const minStep = -3;
const maxStep = 10;

function zoomForStep(step: number): number {
  return Math.min(3, Math.max(0.5, 1 + step / 5));
}

/** The full-screen image viewer: zoom, rotation, Escape and outside click close it. */
export function ImageViewer({
  image,
  onClose,
}: {
  image: ViewerImage | null;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        {/* Each child gets a portal of its own, mounted in no set order: z-index keeps the
            content above the overlay. */}
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/90 backdrop-blur-sm" />
        {image && <ViewerContent key={image.src} image={image} onClose={onClose} />}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ViewerContent({ image, onClose }: { image: ViewerImage; onClose: () => void }) {
  const [step, setStep] = useState(0);
  const [quarterTurns, setQuarterTurns] = useState(0);
  const zoom = zoomForStep(step);
  const zoomIn = () => setStep((current) => Math.min(maxStep, current + 1));
  const zoomOut = () => setStep((current) => Math.max(minStep, current - 1));

  return (
    <Dialog.Content
      className="fixed inset-0 z-[60] outline-none"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        image.opener.focus({ preventScroll: true });
      }}
      onKeyDown={(event) => {
        if (["+", "="].includes(event.key)) zoomIn();
        else if (["-", "_", "−"].includes(event.key)) zoomOut();
        else return;
        event.preventDefault();
      }}
    >
      <Dialog.Title className="sr-only">{image.alt || texts.viewer.title}</Dialog.Title>
      <Dialog.Description className="sr-only">{texts.viewer.hint}</Dialog.Description>
      <div
        className="flex h-full w-full items-center justify-center overflow-hidden px-4 pt-20 pb-6"
        data-testid="image-viewer-stage"
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes="100vw"
          alt={image.alt}
          draggable={false}
          // Turned sideways, the image's width runs along the stage's height: the limits swap so
          // that at 100% it still fits the screen.
          className={`rounded-lg object-contain shadow-2xl transition-transform duration-200 ease-out select-none motion-reduce:transition-none ${
            quarterTurns % 2 === 0
              ? "max-h-[calc(100dvh-6.5rem)] max-w-[calc(100vw-2rem)]"
              : "max-h-[calc(100vw-2rem)] max-w-[calc(100dvh-6.5rem)]"
          }`}
          style={{ transform: `scale(${zoom}) rotate(${quarterTurns * 90}deg)` }}
          data-zoom={zoom}
          data-rotation={(quarterTurns * 90) % 360}
        />
      </div>
      {/* Clicks beside the controls fall through to the stage, which closes the viewer. */}
      <div className="pointer-events-none absolute inset-x-0 top-0 flex justify-center p-4">
        <div
          role="toolbar"
          aria-label={texts.viewer.title}
          className="pointer-events-auto flex items-center gap-1 rounded-full bg-slate-900/80 p-1.5 text-white shadow-lg ring-1 ring-white/15 backdrop-blur"
        >
          <ToolButton label={texts.viewer.zoomOut} onClick={zoomOut} disabled={step <= minStep}>
            <ZoomOut className="size-5" aria-hidden />
          </ToolButton>
          <output
            aria-label={texts.viewer.zoomLevel}
            aria-live="polite"
            className="min-w-14 text-center text-sm font-semibold tabular-nums"
          >
            {Math.round(zoom * 100)}%
          </output>
          <ToolButton label={texts.viewer.zoomIn} onClick={zoomIn} disabled={step >= maxStep}>
            <ZoomIn className="size-5" aria-hidden />
          </ToolButton>
          <span className="mx-1 h-6 w-px bg-white/20" aria-hidden />
          <ToolButton
            label={texts.viewer.rotate}
            onClick={() => setQuarterTurns((turns) => turns + 1)}
          >
            <RotateCw className="size-5" aria-hidden />
          </ToolButton>
          <Dialog.Close asChild>
            <ToolButton label={texts.viewer.close}>
              <X className="size-5" aria-hidden />
            </ToolButton>
          </Dialog.Close>
        </div>
      </div>
    </Dialog.Content>
  );
}

interface ToolButtonProps extends React.ComponentProps<"button"> {
  label: string;
}

// aria-disabled rather than disabled: a disabled button drops the focus out of the dialog.
function ToolButton({ label, disabled, onClick, children, ...rest }: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
      className="grid size-10 place-items-center rounded-full transition-colors hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent"
      {...rest}
    >
      {children}
    </button>
  );
}
