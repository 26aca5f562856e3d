// Kept apart from ./audience.ts so that the island that sends beacons does not load zod.

/** Where the view beacon goes; answered by the server's front before the router. */
export const beaconPath = "/_kunjungan";
/** A beacon body is a few hundred bytes; anything larger is refused unread. */
export const maxBeaconBytes = 2048;
