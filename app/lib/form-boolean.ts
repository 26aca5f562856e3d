// The one reading of a yes/no field (checkboxes, flags) for every form: a browser sends "on" for
// a ticked box and nothing for an unticked one; scripts and tests may say "true" or "1". Any other
// value is refused by the schemas, never guessed at, so a guard and a save cannot read one value
// two ways.
import { z } from "zod";

/** The spellings of yes. */
export const yesSpellings = ["on", "true", "1"] as const;
/** The spellings of no (absent is no as well). */
export const noSpellings = ["off", "false", "0", ""] as const;

/** Whether `value` is one of the spellings of yes. */
export function isYes(value: unknown): boolean {
  return typeof value === "string" && (yesSpellings as readonly string[]).includes(value);
}

/** A yes/no field for a Zod schema: absent is no; a value outside both sets is `message`. */
export function yesNoField(message: string) {
  return z
    .enum([...yesSpellings, ...noSpellings], { error: message })
    .optional()
    .transform(isYes);
}
