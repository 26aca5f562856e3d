import type { ReactNode } from "react";

/**
 * The rich-text editor's border, and what stands in its place until Tiptap has made its editor
 * in the browser (the toolbar's height and an empty content area): on the server, while the page
 * hydrates and in the editor's own first render, so the page does not shift when it appears.
 */
export function EditorFrame({ invalid, children }: { invalid: boolean; children?: ReactNode }) {
  return (
    <div
      className={`rounded-xl border bg-white dark:bg-slate-950 ${
        invalid ? "border-red-500" : "border-slate-300 dark:border-slate-700"
      }`}
    >
      {children ?? (
        <>
          <div className="h-11 border-b border-slate-200 dark:border-slate-800" />
          <div />
        </>
      )}
    </div>
  );
}
