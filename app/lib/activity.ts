// What the activity log records (app/.server/activity.ts), as Pengguna shows it.
export const activityLabels = {
  "user.approve": "Menyetujui akun",
  "user.role": "Mengubah peran",
  "user.deactivate": "Menonaktifkan akun",
  "user.reactivate": "Mengaktifkan kembali akun",
  "user.remove": "Menghapus akun",
  "user.linkProfile": "Menautkan profil penulis ke akun",
  "article.submit": "Mengirim artikel untuk ditinjau",
  "article.return": "Mengembalikan artikel",
  "article.publish": "Menerbitkan artikel",
  "personalData.search": "Mencari data pribadi",
  "personalData.download": "Mengunduh data pribadi",
  "personalData.erase": "Menghapus data pribadi",
  "site.demoRemoved": "Menghapus konten contoh",
} as const;

export type ActivityAction = keyof typeof activityLabels;

export const activityActions = Object.keys(activityLabels) as [ActivityAction, ...ActivityAction[]];

/**
 * What an entry is about: an article or an account, named by its id; a Data pribadi request by
 * its own; or the site itself.
 */
export type ActivityObjectType = "post" | "user" | "request" | "site";

/** The label of a stored key; a key from a newer version shows as itself. */
export function activityLabel(action: string): string {
  return action in activityLabels ? activityLabels[action as ActivityAction] : action;
}
