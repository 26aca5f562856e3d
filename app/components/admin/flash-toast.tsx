import { useEffect } from "react";
import { toast } from "sonner";
import { texts } from "~/lib/admin-texts";

const t = texts.admin;
const messages = {
  created: [t.created, t.createdText],
  createdDraft: [t.created, t.createdDraftText],
  updated: [t.updated, t.updatedText],
  updatedDraft: [t.updated, t.updatedDraftText],
  deleted: [t.deleted, t.deletedText],
  logout: [t.logoutToast, undefined],
  pagePublished: [texts.pages.saved, texts.pages.savedPublished],
  pageDraft: [texts.pages.saved, texts.pages.savedDraft],
  pageDeleted: [texts.pages.deleted, texts.pages.deletedText],
  tagSaved: [texts.tags.saved, undefined],
  tagMerged: [texts.tags.merged, undefined],
  tagDeleted: [texts.tags.deleted, undefined],
  categoryCreated: [texts.categories.created, undefined],
  categorySaved: [texts.categories.saved, undefined],
  categoryMerged: [texts.categories.merged, undefined],
  categoryDeleted: [texts.categories.deleted, undefined],
  menuSaved: [texts.menus.saved, undefined],
  menuItemDeleted: [texts.menus.deleted, undefined],
  menuReset: [texts.menus.resetDone, undefined],
  scheduled: [texts.schedule.scheduled, texts.schedule.scheduledFlashText],
  unscheduled: [texts.schedule.unscheduled, texts.schedule.unscheduledText],
  revisionRestored: [texts.revisions.restoredTitle, texts.revisions.restored],
  submitted: [texts.review.submittedTitle, texts.review.submittedText],
  returned: [texts.review.returnedTitle, texts.review.returnedText],
} as const;

type Flash = keyof typeof messages | null;

/** Shows the toast a redirect left behind (SPEC.md §8), once per load. */
export function useFlashToast(flash: Flash, loadKey: unknown): void {
  useEffect(() => {
    if (!flash) return;
    const [title, description] = messages[flash];
    toast.success(title, { description });
  }, [flash, loadKey]);
}

/** The failure toast of SPEC.md §8: the message and 'Silakan coba lagi.'. */
export function failureToast(message: string): void {
  toast.error(message, { description: t.tryAgain });
}
