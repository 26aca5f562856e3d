import { Field, inputClass } from "~/components/field";
import { timeZones, type TimeZone } from "~/lib/schedule";
import { texts } from "~/lib/admin-texts";

const t = texts.schedule;

/** Pengaturan's choice of the zone schedules are typed and shown in, each zone by its name. */
export function TimeZoneSetting({ value, error }: { value: TimeZone; error?: string }) {
  return (
    <Field id="timeZone" label={t.timeZone} error={error} hint={t.timeZoneHint}>
      {(props) => (
        <select
          {...props}
          name="timeZone"
          defaultValue={value}
          className={`${inputClass(error)} sm:max-w-md`}
        >
          {timeZones.map((zone) => (
            <option key={zone} value={zone}>
              {t.zones[zone]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
