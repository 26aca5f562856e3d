import { brokenImageRule } from "~/lib/image-rules";
import { texts } from "~/lib/admin-texts";

/**
 * The browser's check of an image a form is about to send (the server asks the same rule): the
 * message of the rule it breaks, or undefined for no file or a good one.
 */
export function imageFileError(file: FormDataEntryValue | null): string | undefined {
  if (!(file instanceof File) || file.size === 0) return undefined;
  const broken = brokenImageRule(file.type, file.size);
  if (broken === "type") return texts.editor.uploadNotImage;
  if (broken === "size") return texts.editor.uploadTooLarge;
  return undefined;
}
