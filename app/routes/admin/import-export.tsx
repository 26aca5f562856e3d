import { Download, Upload } from "~/components/icons";
import { useState, type FormEvent } from "react";
import { data } from "react-router";
import { DemoRemoval } from "~/components/admin/demo-removal";
import { ImportSummary } from "~/components/admin/import-summary";
import { AdminLoadError } from "~/components/admin/load-error";
import { refuseRepeated } from "~/.server/action-kit";
import { requireCan } from "~/.server/auth";
import { services } from "~/.server/context";
import { holdsOnlyDemoContent } from "~/.server/db/demo-content";
import type { ImportProgress } from "~/.server/import/progress";
import { importUpload, type UploadAnswer } from "~/.server/import/upload";
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { maxImportBytes, type ImportReport } from "~/lib/import-report";
import { texts } from "~/lib/admin-texts";
import type { Route } from "./+types/import-export";

const t = texts.moving;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCan(request, context, "moving.manage");
  // A site that still holds only the demo is offered its removal before an import.
  return { onlyDemo: await holdsOnlyDemoContent(services(context).db) };
}

// Without JavaScript the file arrives as a form; with it, the page sends it to /admin/import
// instead, to show the upload's progress. Both end in importUpload.
export async function action({ request, context }: Route.ActionArgs) {
  await requireCan(request, context, "moving.manage");
  let answer: UploadAnswer;
  try {
    const form = await parseFormData(request, {
      maxFileSize: maxImportBytes,
      maxTotalSize: maxImportBytes + 64 * 1024,
      // Two, so that a file sent twice gets the repeated field's answer (the total stays bounded).
      maxFiles: 2,
    });
    refuseRepeated(form);
    const file = form.get("file");
    const fetchMedia = form.get("fetchMedia") === "1";
    answer =
      file instanceof File && file.size > 0
        ? await importUpload(services(context), file.stream(), { fetchMedia })
        : { ok: false, status: 400, message: t.noFile };
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      answer = { ok: false, status: 413, message: t.tooLarge };
    } else if (error instanceof MultipartParseError || error instanceof FormDataParseError) {
      answer = { ok: false, status: 400, message: t.uploadBroken };
    } else throw error;
  }
  return data(answer, { status: answer.ok ? 200 : answer.status });
}

type Progress =
  | { phase: "idle" }
  | { phase: "uploading"; percent: number }
  | { phase: "importing"; run?: ImportProgress };

// A random id for this run, to follow it at /admin/import/progress (randomUUID needs https).
function runId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function sendFile(
  file: File,
  query: URLSearchParams,
  onProgress: (percent: number) => void,
  onSent: () => void,
) {
  return new Promise<UploadAnswer>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/admin/import?${query.toString()}`);
    // The file as it is, whatever its extension says (server/request-guards.ts admits this type
    // on this route only; a cross-site page cannot send it without a preflight).
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.upload.onload = onSent;
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as UploadAnswer);
      } catch {
        resolve({ ok: false, status: 500, message: t.importFailed });
      }
    };
    xhr.onerror = () => resolve({ ok: false, status: 500, message: t.uploadFailed });
    xhr.send(file);
  });
}

export default function ImportExport({ actionData, loaderData }: Route.ComponentProps) {
  const [progress, setProgress] = useState<Progress>({ phase: "idle" });
  const [answer, setAnswer] = useState<UploadAnswer | undefined>();
  const shown = answer ?? actionData ?? undefined;
  const report: ImportReport | undefined = shown?.ok ? shown.report : undefined;
  const busy = progress.phase !== "idle";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) {
      setAnswer({ ok: false, status: 400, message: t.noFile });
      return;
    }
    if (file.size > maxImportBytes) {
      setAnswer({ ok: false, status: 413, message: t.tooLarge });
      return;
    }
    setAnswer(undefined);
    setProgress({ phase: "uploading", percent: 0 });
    const id = runId();
    const query = new URLSearchParams({ progress: id });
    if (form.get("fetchMedia") === "1") query.set("fetchMedia", "1");
    let poll: ReturnType<typeof setInterval> | undefined;
    const result = await sendFile(
      file,
      query,
      (percent) => setProgress({ phase: "uploading", percent }),
      () => {
        setProgress({ phase: "importing" });
        poll = setInterval(() => void followRun(id), 1000);
      },
    );
    clearInterval(poll);
    setProgress({ phase: "idle" });
    setAnswer(result);
  }

  // Another instance behind a load balancer answers null: the run then shows without numbers.
  async function followRun(id: string) {
    try {
      const response = await fetch(`/admin/import/progress?id=${id}`);
      if (!response.ok) return;
      const run = (await response.json()) as ImportProgress | null;
      if (!run) return;
      setProgress((now) => (now.phase === "importing" ? { phase: "importing", run } : now));
    } catch {
      // A missed poll changes nothing; the next one comes in a second.
    }
  }

  return (
    <>
      <title>{`${t.title} | ${texts.site.name}`}</title>
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">{t.lead}</p>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section className="rounded-2xl border border-slate-200 p-4 sm:p-6 dark:border-slate-800">
          <h2 className="text-lg font-bold">{t.importTitle}</h2>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t.importHint}</p>
          {loaderData.onlyDemo && (
            <div
              role="note"
              className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
            >
              <p>{texts.demoContent.importNotice}</p>
              <DemoRemoval />
            </div>
          )}
          <form
            method="post"
            encType="multipart/form-data"
            action="/admin/import-export"
            onSubmit={onSubmit}
            className="mt-4 space-y-4"
          >
            <label className="block text-sm font-medium">
              {t.fileLabel}
              <input
                type="file"
                name="file"
                required
                accept=".xml,.atom,.json,.jsonl,application/xml,application/json"
                className="mt-2 block w-full rounded-xl border border-slate-300 bg-white p-2 text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 dark:border-slate-700 dark:bg-slate-900 dark:file:bg-slate-800 dark:file:text-slate-100"
              />
            </label>
            <div>
              <label className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  name="fetchMedia"
                  value="1"
                  aria-describedby="ambil-gambar-petunjuk"
                  className="size-4"
                />
                {t.fetchMediaLabel}
              </label>
              <p
                id="ambil-gambar-petunjuk"
                className="mt-1 text-sm text-slate-600 dark:text-slate-400"
              >
                {t.fetchMediaHint}
              </p>
            </div>
            <button
              type="submit"
              disabled={busy}
              className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              <Upload className="size-5" aria-hidden />
              {t.importButton}
            </button>
          </form>
          {progress.phase === "uploading" && (
            <div className="mt-4" role="status">
              <progress
                max={100}
                value={progress.percent}
                aria-label={t.progressLabel}
                className="h-2 w-full accent-brand-600"
              />
              <p className="mt-1 text-sm">{t.uploading(progress.percent)}</p>
            </div>
          )}
          {progress.phase === "importing" && (
            <div className="mt-4" role="status">
              {progress.run && progress.run.total > 0 && (
                <progress
                  max={progress.run.total}
                  value={progress.run.done}
                  aria-label={t.importProgressLabel}
                  className="h-2 w-full accent-brand-600"
                />
              )}
              <p className="mt-1 text-sm">{t.importing}</p>
              {progress.run && progress.run.total > 0 && (
                <p className="mt-1 text-sm tabular-nums">{t.importProgress(progress.run)}</p>
              )}
            </div>
          )}
          {shown && !shown.ok && (
            <p
              role="alert"
              className="mt-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200"
            >
              {shown.message}
            </p>
          )}
        </section>

        <section className="rounded-2xl border border-slate-200 p-4 sm:p-6 dark:border-slate-800">
          <h2 className="text-lg font-bold">{t.exportTitle}</h2>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t.exportHint}</p>
          <form method="get" action="/admin/export.jsonl" className="mt-4 space-y-4">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="users" value="0" className="size-4" />
              {t.withoutUsers}
            </label>
            <button
              type="submit"
              className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              <Download className="size-5" aria-hidden />
              {t.exportButton}
            </button>
          </form>
        </section>
      </div>

      {report && <ImportSummary report={report} />}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError error={error} />;
}
