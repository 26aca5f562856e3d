// The activity log (its queries: ./db/activity.ts), under the name its writers and readers import.
export {
  listActivity,
  recordActivity,
  type ActivityEntry,
  type ActivityEvent,
  type ActivityFilter,
  type Actor,
} from "./db/activity";
