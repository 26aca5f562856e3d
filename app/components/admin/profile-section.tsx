import { UserRound } from "~/components/icons";
import { Form } from "react-router";
import { Field, FormAlert, inputClass } from "~/components/field";
import { useFormCheck } from "~/components/use-form-check";
import { profileSchema } from "~/lib/authors";
import { authorPath } from "~/lib/author-paths";
import { formFields, validate, type FormErrors } from "~/lib/form-errors";
import { imageTypes } from "~/lib/image-rules";
import { texts } from "~/lib/admin-texts";

const t = texts.profile;

type ProfileField = "name" | "slug" | "bio" | "website" | "links" | "avatar";

interface ProfileProps {
  profile: {
    slug: string;
    name: string;
    bio: string;
    avatar: string | null;
    website: string | null;
    links: string[];
  };
  busy: boolean;
  errors?: FormErrors<ProfileField>;
}

/** Akun's author profile: what readers see in bylines and on /penulis/<slug>. */
export function ProfileSection({ profile, busy, errors }: ProfileProps) {
  const form = useFormCheck<ProfileField>((values) => {
    const parsed = validate(profileSchema, formFields(values));
    return parsed.ok ? {} : parsed.errors;
  }, errors);
  const shown = form.errors;
  return (
    <section className="mt-6 rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <UserRound className="size-5" aria-hidden />
        {t.sectionTitle}
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {t.lead(authorPath(profile.slug))}{" "}
        <a href={authorPath(profile.slug)} className="font-medium text-brand-700 underline">
          {t.view}
        </a>
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={form.onSubmit}
        className="mt-4 max-w-xl space-y-4"
      >
        <input type="hidden" name="intent" value="profile" />
        <FormAlert message={shown.form} />
        <Field id="profile-name" label={t.name} error={shown.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              defaultValue={profile.name}
              maxLength={100}
              className={inputClass(shown.name)}
            />
          )}
        </Field>
        <Field id="profile-slug" label={t.slug} error={shown.slug} hint={t.slugHint}>
          {(control) => (
            <input
              {...control}
              name="slug"
              defaultValue={profile.slug}
              maxLength={100}
              className={inputClass(shown.slug)}
            />
          )}
        </Field>
        <Field id="profile-bio" label={t.bio} error={shown.bio} hint={t.bioHint}>
          {(control) => (
            <textarea
              {...control}
              name="bio"
              rows={3}
              defaultValue={profile.bio}
              className={inputClass(shown.bio)}
            />
          )}
        </Field>
        <Field id="profile-avatar" label={t.avatar} error={shown.avatar} hint={t.avatarHint}>
          {(control) => (
            <div className="space-y-2">
              {profile.avatar && (
                <img
                  src={profile.avatar}
                  alt=""
                  width={64}
                  height={64}
                  className="size-16 rounded-full object-cover"
                />
              )}
              <input
                {...control}
                name="avatarFile"
                type="file"
                accept={imageTypes.join(",")}
                className="block text-sm"
              />
              {profile.avatar && (
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="removeAvatar" className="size-4" />
                  {t.removeAvatar}
                </label>
              )}
            </div>
          )}
        </Field>
        <Field id="profile-website" label={t.website} error={shown.website}>
          {(control) => (
            <input
              {...control}
              name="website"
              type="url"
              defaultValue={profile.website ?? ""}
              placeholder="https://"
              className={inputClass(shown.website)}
            />
          )}
        </Field>
        <Field id="profile-links" label={t.links} error={shown.links} hint={t.linksHint}>
          {(control) => (
            <textarea
              {...control}
              name="links"
              rows={3}
              defaultValue={profile.links.join("\n")}
              className={inputClass(shown.links)}
            />
          )}
        </Field>
        <button
          type="submit"
          disabled={busy}
          className="block rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {t.save}
        </button>
      </Form>
    </section>
  );
}
