import { useEffect } from "react";
import { toast } from "sonner";
import type { ActionResult } from "./action-result";
import { texts } from "./admin-texts";

export interface ActionToastOptions {
  /** A refusal adds SPEC.md §8's 'Silakan coba lagi.' under its message. */
  retry?: boolean;
  /** A line under a success's message. */
  doneDetail?: string;
}

/** Shows an action's answer (app/lib/action-result.ts) as a toast, once per answer. */
export function useActionToast(
  answer: Pick<ActionResult, "ok" | "message"> | undefined,
  { retry = false, doneDetail }: ActionToastOptions = {},
): void {
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) toast.success(answer.message, { description: doneDetail });
    else toast.error(answer.message, { description: retry ? texts.admin.tryAgain : undefined });
  }, [answer, retry, doneDetail]);
}
