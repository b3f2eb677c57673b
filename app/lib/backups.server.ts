/** Route glue: the last backup, in words, for the workspace's account page (owners only). */
import type { RouterContextProvider } from "react-router";
import { workspaceOf } from "../../server/http/request-context";
import { sizeWords } from "../../server/backup/stale";
import { longWhen } from "~/components/admin/format";
import type { BackupView } from "~/components/admin/BackupStatus";

export async function backupViewOf(context: Readonly<RouterContextProvider>): Promise<BackupView> {
  const status = await workspaceOf(context).backups.status();
  return {
    scheduleOff: status.scheduleOff,
    every: status.intervalHours === 1 ? "every hour" : `every ${status.intervalHours} hours`,
    last: status.last && { when: longWhen(status.last.takenAt), size: sizeWords(status.last.sizeBytes), where: status.last.file, byHand: status.last.trigger === "shell" },
    stale: status.stale,
    lastError: status.lastError,
  };
}
