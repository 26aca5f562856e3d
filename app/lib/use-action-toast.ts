import { useEffect } from "react";
import { toast } from "sonner";

/** Shows an action's `{ ok, message }` answer as a toast, once per answer. */
export function useActionToast(answer: { ok: boolean; message: string } | undefined): void {
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) toast.success(answer.message);
    else toast.error(answer.message);
  }, [answer]);
}
