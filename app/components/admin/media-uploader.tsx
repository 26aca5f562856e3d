import { useState } from "react";
import { useRevalidator } from "react-router";
import { brokenImageRule } from "~/lib/image-rules";
import { texts } from "~/lib/admin-texts";

const t = texts.media;

interface Progress {
  id: number;
  name: string;
  percent: number;
  error?: string;
  done: boolean;
}

let nextId = 0;

// One file, one request: XMLHttpRequest reports upload progress, fetch does not.
function send(file: File, onProgress: (percent: number) => void): Promise<string | undefined> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/admin/media/upload");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let answer: { error?: string } = {};
      try {
        answer = JSON.parse(request.responseText) as { error?: string };
      } catch {
        // An answer that is no JSON reads as a refusal below.
      }
      resolve(request.status === 200 ? undefined : (answer.error ?? texts.editor.uploadCorrupt));
    };
    request.onerror = () => resolve(texts.editor.uploadCorrupt);
    const body = new FormData();
    body.set("file", file);
    request.send(body);
  });
}

function browserRefusal(file: File): string | undefined {
  const broken = brokenImageRule(file.type, file.size);
  if (broken === "type") return texts.editor.uploadNotImage;
  if (broken === "size") return texts.editor.uploadTooLarge;
  return undefined;
}

/** "Unggah": several files by picker or drag and drop, each with its own progress bar. */
export function MediaUploader({ onUploaded }: { onUploaded?: () => void }) {
  const [uploads, setUploads] = useState<Progress[]>([]);
  const [over, setOver] = useState(false);
  const revalidator = useRevalidator();

  function update(id: number, change: Partial<Progress>) {
    setUploads((all) => all.map((one) => (one.id === id ? { ...one, ...change } : one)));
  }

  async function start(files: File[]) {
    const started = files.map((file) => ({ file, id: ++nextId }));
    setUploads((all) => [
      ...started.map(({ file, id }) => ({ id, name: file.name, percent: 0, done: false })),
      ...all,
    ]);
    await Promise.all(
      started.map(async ({ file, id }) => {
        const error =
          browserRefusal(file) ?? (await send(file, (percent) => update(id, { percent })));
        update(id, { done: true, percent: error ? 0 : 100, error });
      }),
    );
    if (onUploaded) onUploaded();
    else await revalidator.revalidate();
  }

  return (
    <section
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        void start([...event.dataTransfer.files]);
      }}
      className={`mt-6 rounded-xl border-2 border-dashed p-4 ${
        over
          ? "border-brand-600 bg-brand-50 dark:bg-brand-700/20"
          : "border-slate-300 dark:border-slate-700"
      }`}
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">{t.uploadHint}</p>
      <label className="mt-2 inline-block cursor-pointer rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white focus-within:ring-2 hover:bg-brand-700">
        {t.upload}
        <input
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = "";
            if (files.length > 0) void start(files);
          }}
        />
      </label>
      {uploads.length > 0 && (
        <ul className="mt-3 flex flex-col gap-2">
          {uploads.map((upload) => (
            <li key={upload.id} className="text-sm">
              <span className="block truncate">{upload.name}</span>
              <progress
                max={100}
                value={upload.percent}
                aria-label={upload.name}
                className="w-full"
              />
              {upload.error ? (
                <span role="alert" className="text-red-700 dark:text-red-300">
                  {upload.error}
                </span>
              ) : (
                upload.done && <span role="status">{t.uploadDone}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
