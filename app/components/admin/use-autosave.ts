import { useEffect, useRef, useState, type RefObject } from "react";
import { useRevalidator } from "react-router";
import {
  autosaveDelayMs,
  pendingCopyKey,
  workingCopyFields,
  type ContentKind,
  type WorkingCopyValues,
} from "~/lib/working-copy";

export type AutosaveStatus =
  | { state: "idle" }
  | { state: "saving" }
  | { state: "saved"; at: string }
  | { state: "offline" }
  | { state: "failed"; message: string };

export interface AutosaveTarget {
  kind: ContentKind;
  id: number | null;
  userId: string;
  baseUpdatedAt: string | null;
}

function readFields(form: HTMLFormElement): WorkingCopyValues {
  const data = new FormData(form);
  const fields: WorkingCopyValues = {};
  for (const name of workingCopyFields) {
    const value = data.get(name);
    if (typeof value === "string") fields[name] = value;
    // A checkbox left empty is not in the form's data; the copy must still say it was cleared.
    else if (form.elements.namedItem(name) instanceof HTMLInputElement) fields[name] = "";
  }
  return fields;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Autosave for the form around `anchor`: a few seconds after each pause in typing, the form's
 * fields go to /admin/autosave as the editor's working copy. A copy that cannot be sent (no
 * connection, server away) waits in localStorage and goes when the connection returns, or when
 * the editor is opened again. Closing the tab sends what is pending. Paused while `paused`.
 */
export function useAutosave(
  anchor: RefObject<HTMLElement | null>,
  target: AutosaveTarget,
  paused: boolean,
): AutosaveStatus {
  const [status, setStatus] = useState<AutosaveStatus>({ state: "idle" });
  const revalidator = useRevalidator();
  const pausedRef = useRef(paused);
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    pausedRef.current = paused;
    revalidate.current = revalidator.revalidate;
  });
  const { kind, id, userId, baseUpdatedAt } = target;

  useEffect(() => {
    const form = anchor.current?.closest("form");
    if (!form) return;
    const key = pendingCopyKey(userId, kind, id ?? undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastSent = JSON.stringify(readFields(form));

    async function send(fields: WorkingCopyValues, keepalive = false): Promise<boolean> {
      const json = JSON.stringify(fields);
      if (!navigator.onLine) {
        setStatus({ state: "offline" });
        return false;
      }
      setStatus({ state: "saving" });
      const body = new URLSearchParams({
        kind,
        id: id === null ? "" : String(id),
        baseUpdatedAt: baseUpdatedAt ?? "",
        ...fields,
      });
      try {
        const response = await fetch("/admin/autosave", { method: "POST", body, keepalive });
        const answer = (await response.json()) as { savedAt?: string; error?: string };
        if (!response.ok || !answer.savedAt) {
          setStatus({ state: "failed", message: answer.error ?? "" });
          return false;
        }
        if (storage()?.getItem(key) === json) storage()?.removeItem(key);
        setStatus({ state: "saved", at: answer.savedAt });
        return true;
      } catch {
        setStatus({ state: "offline" });
        return false;
      }
    }

    function flush(keepalive = false) {
      clearTimeout(timer);
      timer = undefined;
      const fields = readFields(form as HTMLFormElement);
      const json = JSON.stringify(fields);
      if (json === lastSent) return;
      lastSent = json;
      // Kept in the browser first: a failed send, a crash or a closed tab still leaves it here.
      storage()?.setItem(key, json);
      void send(fields, keepalive);
    }

    function edited() {
      if (pausedRef.current) return;
      clearTimeout(timer);
      timer = setTimeout(flush, autosaveDelayMs);
    }

    // On opening, the form shows the stored text while this browser may hold a newer copy.
    async function sendPending() {
      const pending = storage()?.getItem(key);
      if (!pending) return;
      const sent = await send(JSON.parse(pending) as WorkingCopyValues);
      // The server now has the newest copy: the loader offers it.
      if (sent) await revalidate.current();
    }

    const leaving = () => {
      if (timer !== undefined) flush(true);
    };
    const submitted = () => {
      clearTimeout(timer);
      timer = undefined;
      storage()?.removeItem(key);
    };
    // Back online in the same tab, the form already holds the newest text: send it as it is. A
    // reload here would offer the user the very copy they are looking at.
    const online = () => {
      if (!storage()?.getItem(key)) return;
      const fields = readFields(form as HTMLFormElement);
      const json = JSON.stringify(fields);
      lastSent = json;
      storage()?.setItem(key, json);
      void send(fields);
    };

    form.addEventListener("input", edited);
    form.addEventListener("change", edited);
    form.addEventListener("submit", submitted);
    window.addEventListener("pagehide", leaving);
    window.addEventListener("online", online);
    void sendPending();
    return () => {
      clearTimeout(timer);
      form.removeEventListener("input", edited);
      form.removeEventListener("change", edited);
      form.removeEventListener("submit", submitted);
      window.removeEventListener("pagehide", leaving);
      window.removeEventListener("online", online);
    };
  }, [anchor, kind, id, userId, baseUpdatedAt]);

  return status;
}

/** Drops the copy this browser still holds for the target (it was restored or discarded). */
export function forgetPendingCopy(target: AutosaveTarget): void {
  storage()?.removeItem(pendingCopyKey(target.userId, target.kind, target.id ?? undefined));
}
