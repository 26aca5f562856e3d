import { useState } from "react";
import { Field, inputClass } from "~/components/field";
import { texts } from "~/lib/texts";

interface TagFieldProps {
  /** The article's tags as the field shows them ("pemilu, ekonomi digital"). */
  defaultValue: string;
  /** Names of existing tags, offered as the admin types. */
  suggestions: readonly string[];
  error?: string;
}

/**
 * The editor's tag field: one comma-separated text input, so it works without JavaScript. The
 * browser's own suggestion list offers existing tags; each suggestion carries the tags already
 * typed, since a datalist completes the whole value rather than the word being typed.
 */
export function TagField({ defaultValue, suggestions, error }: TagFieldProps) {
  const [value, setValue] = useState(defaultValue);
  const lastComma = value.lastIndexOf(",");
  const typed = lastComma === -1 ? "" : `${value.slice(0, lastComma + 1).trimEnd()} `;
  const chosen = new Set(
    value
      .slice(0, lastComma + 1)
      .split(",")
      .map((name) => name.trim().toLowerCase()),
  );
  const offered = suggestions.filter((name) => !chosen.has(name.toLowerCase()));
  return (
    <Field id="tags" label={texts.tags.field} error={error} hint={texts.tags.fieldHint}>
      {(props) => (
        <>
          <input
            {...props}
            name="tags"
            value={value}
            list="tag-suggestions"
            autoComplete="off"
            onChange={(event) => setValue(event.target.value)}
            className={inputClass(error)}
          />
          <datalist id="tag-suggestions">
            {offered.map((name) => (
              <option key={name} value={`${typed}${name}`} />
            ))}
          </datalist>
        </>
      )}
    </Field>
  );
}
