import { useEffect } from "react";
import { toast } from "sonner";
import { texts } from "~/lib/texts";

type Flash = "created" | "updated" | "deleted" | "logout" | null;

const t = texts.admin;
const messages = {
  created: [t.created, t.createdText],
  updated: [t.updated, t.updatedText],
  deleted: [t.deleted, t.deletedText],
  logout: [t.logoutToast, undefined],
} as const;

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
