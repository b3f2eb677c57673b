/** Durations in words for the workspace (no time-zone library: it is shown in the browser too). */

const MINUTE_MS = 60_000;

/** "3 h", "2 d 4 h", "45 min": an age or a duration at a glance. */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / MINUTE_MS));
  if (minutes < 60) return `${minutes} min`;
  const hoursTotal = Math.floor(minutes / 60);
  if (hoursTotal < 48) return `${hoursTotal} h${minutes % 60 >= 30 && hoursTotal < 10 ? ` ${minutes % 60} min` : ""}`;
  const days = Math.floor(hoursTotal / 24);
  const rest = hoursTotal % 24;
  return rest ? `${days} d ${rest} h` : `${days} d`;
}
