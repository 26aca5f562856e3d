// The fixed category list of SPEC.md §3. The slug is the lowercase form used in ?category=.
export const categories = [
  { slug: "marketing", name: "Marketing" },
  { slug: "bisnis", name: "Bisnis" },
  { slug: "teknologi", name: "Teknologi" },
  { slug: "pendidikan", name: "Pendidikan" },
  { slug: "desain", name: "Desain" },
  { slug: "olahraga", name: "Olahraga" },
  { slug: "politik", name: "Politik" },
  { slug: "hiburan", name: "Hiburan" },
  { slug: "opini", name: "Opini" },
  { slug: "sosial", name: "Sosial" },
] as const;

export type CategorySlug = (typeof categories)[number]["slug"];
