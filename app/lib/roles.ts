// The roles of a newsroom (docs/decisions/0022-roles-and-policy.md), from least to most trusted.
// Shared by the server's policy (app/.server/policy.ts) and the dashboard's menus, which hide what
// a role may not do; the server alone decides.

export const staffRoles = ["kontributor", "penulis", "editor", "admin"] as const;
export type StaffRole = (typeof staffRoles)[number];
export type Role = StaffRole | "pending";

export const roleLabels: Record<Role, string> = {
  pending: "Menunggu persetujuan",
  kontributor: "Kontributor",
  penulis: "Penulis",
  editor: "Editor",
  admin: "Admin",
};

/** A stored role as Warta knows it; anything unknown counts as waiting for approval. */
export function toRole(value: unknown): Role {
  return value === "pending" || staffRoles.includes(value as StaffRole)
    ? (value as Role)
    : "pending";
}

/** 0 for pending, then 1 (Kontributor) to 4 (Admin). */
export function roleRank(role: Role): number {
  return role === "pending" ? 0 : staffRoles.indexOf(role) + 1;
}

/** True when `role` is at least `least`. */
export function atLeast(role: Role, least: StaffRole): boolean {
  return roleRank(role) >= roleRank(least);
}
