// Which revisions an article or a page keeps (docs/decisions/0020-autosave-and-revisions.md):
// every one of the last 30 days, then the newest of each older calendar day (UTC), and never
// more than the newest 100 in all. Applied after every save, so the store stays small however
// often an article is saved.

export const revisionRule = { keepAllDays: 30, maxRevisions: 100 } as const;

const dayMs = 24 * 60 * 60 * 1000;

/** The ids to delete from `revisions` (newest first) so that the rule holds at `now`. */
export function revisionsToPrune(
  revisions: readonly { id: number; createdAt: string }[],
  now: Date,
): number[] {
  const cutoff = now.getTime() - revisionRule.keepAllDays * dayMs;
  const kept: number[] = [];
  const dropped: number[] = [];
  const keptDays = new Set<string>();
  for (const revision of revisions) {
    if (Date.parse(revision.createdAt) >= cutoff) {
      kept.push(revision.id);
      continue;
    }
    const day = revision.createdAt.slice(0, 10);
    if (keptDays.has(day)) {
      dropped.push(revision.id);
    } else {
      keptDays.add(day);
      kept.push(revision.id);
    }
  }
  return [...dropped, ...kept.slice(revisionRule.maxRevisions)];
}
