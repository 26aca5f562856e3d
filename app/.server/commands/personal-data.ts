// Data pribadi's requests as commands (docs/decisions/0032-personal-data.md): a search, a copy
// (Unduh data) and an erasure (Hapus data), each logged with its request id and outcome in the
// activity log, never the address asked about. The erasure runs in one transaction with its log
// entry: both are stored, or neither.
import { randomUUID } from "node:crypto";
import { heldRowCount, personalEmailSchema, type PersonalReport } from "~/lib/personal-data";
import type { Actor } from "../db/activity";
import type { Services } from "../context";
import {
  accountByEmail,
  eraseAddress,
  logPersonalDataRequest,
  personalReport,
  rowsHolding,
  type ErasureChoices,
} from "../db/personal-data";
import { isLastActiveAdmin } from "../db/users";

/** A new request's id: what the log and the logger name the request by. */
export function newRequestId(): string {
  return randomUUID();
}

/** Reads everything held about `email` and logs the request (`search` or `download`). */
export async function readPersonalData(
  { db, logger }: Services,
  actor: Actor,
  email: string,
  kind: "search" | "download",
): Promise<{ requestId: string; report: PersonalReport }> {
  const requestId = newRequestId();
  const report = await personalReport(db, email);
  const rows = heldRowCount(report);
  await logPersonalDataRequest(db, actor, `personalData.${kind}`, requestId, `baris=${rows}`);
  logger.info({ requestId, kind, rows }, "personal data request");
  return { requestId, report };
}

/**
 * The address a request asks about, or the Indonesian message refusing it (logged as refused):
 * what every Data pribadi action reads first.
 */
export async function requestedAddress(
  services: Services,
  actor: Actor,
  kind: "search" | "download" | "erase",
  value: string | undefined,
): Promise<{ ok: true; email: string } | { ok: false; message: string }> {
  const parsed = personalEmailSchema.safeParse(value ?? "");
  if (parsed.success) return { ok: true, email: parsed.data };
  // No address, no person: the server's log keeps it, the activity log keeps requests about one
  // (a stray or crafted form writes no row).
  services.logger.info({ actor: actor.id, kind, refused: "alamat" }, "personal data request");
  return { ok: false, message: parsed.error.issues[0]?.message ?? "" };
}

/** Logs a request refused before it read anything (an address that is none, say). */
export async function logRefusedRequest(
  { db, logger }: Services,
  actor: Actor,
  kind: "search" | "download" | "erase",
  reason: string,
): Promise<void> {
  const requestId = newRequestId();
  await logPersonalDataRequest(db, actor, `personalData.${kind}`, requestId, `ditolak=${reason}`);
  logger.info({ requestId, kind, refused: reason }, "personal data request");
}

export type ErasureOutcome =
  | { ok: true; requestId: string; changed: number }
  | { ok: false; requestId: string; reason: "ownAccount" | "lastAdmin" | "failed" };

/**
 * Erases everything held about `email`: all of it and its log entry, or nothing (a row still
 * holding the address afterwards undoes the whole erasure). An admin's own account and the last
 * active admin are refused.
 */
export async function erasePersonalData(
  services: Services,
  actor: Actor,
  email: string,
  choices: ErasureChoices,
): Promise<ErasureOutcome> {
  const { db, logger } = services;
  const requestId = newRequestId();
  const refuse = async (reason: "ownAccount" | "lastAdmin" | "failed") => {
    await logPersonalDataRequest(db, actor, "personalData.erase", requestId, `ditolak=${reason}`);
    logger.info({ requestId, kind: "erase", refused: reason }, "personal data request");
    return { ok: false as const, requestId, reason };
  };
  const account = await accountByEmail(db, email);
  if (account?.id === actor.id) return refuse("ownAccount");
  if (account && (await isLastActiveAdmin(db, account.id))) return refuse("lastAdmin");
  try {
    const changed = await db.transaction().execute(async (trx) => {
      const count = await eraseAddress(trx, email, choices);
      const left = await rowsHolding(trx, email);
      if (left.length > 0) {
        throw new Error(`address still held in ${left.map((f) => f.table.name).join(", ")}`);
      }
      await logPersonalDataRequest(trx, actor, "personalData.erase", requestId, `baris=${count}`);
      return count;
    });
    logger.info({ requestId, kind: "erase", rows: changed }, "personal data request");
    return { ok: true, requestId, changed };
  } catch (error) {
    logger.error({ err: error, requestId }, "personal data erasure failed");
    return refuse("failed");
  }
}
