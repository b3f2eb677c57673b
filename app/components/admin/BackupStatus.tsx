import { Notice } from "~/components/ui/Notice";

/** The backups section of the account page, as the loader prepared it (words only). */
export interface BackupView {
  scheduleOff: boolean;
  /** "every 24 hours". */
  every: string;
  last: { when: string; size: string; where: string; byHand: boolean } | null;
  /** Older than two intervals: the same alarm as an overdue lead went out. */
  stale: boolean;
  lastError: string | null;
}

export function BackupStatus({ backup }: { backup: BackupView }) {
  return (
    <section aria-labelledby="backups-heading" className="mt-10" data-testid="backups">
      <h2 id="backups-heading" className="text-lg font-semibold">
        Backups
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        {backup.scheduleOff ? "Backups are off: the server takes none (BACKUP_INTERVAL_HOURS=0)." : `The server backs up the database ${backup.every}.`} A backup is
        restored from a shell on the server with <code>npm run admin -- restore FILE</code>.
      </p>
      {backup.stale && (
        <Notice size="compact" className="mt-3" tone="danger" title="Backups are overdue">
          The last backup is older than two intervals; an alarm went out like the one for an overdue lead.
          {backup.lastError ? ` Last error: ${backup.lastError}` : ""}
        </Notice>
      )}
      {backup.last ? (
        <dl className="mt-3 grid max-w-2xl gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="last-backup">
          <dt className="font-medium">Last backup</dt>
          <dd>
            {backup.last.when}
            {backup.last.byHand ? " (taken by hand)" : ""}
          </dd>
          <dt className="font-medium">Size</dt>
          <dd>{backup.last.size}</dd>
          <dt className="font-medium">Where</dt>
          <dd className="font-mono text-xs break-all">{backup.last.where}</dd>
        </dl>
      ) : (
        <p className="mt-3 text-sm" data-testid="last-backup">
          {backup.scheduleOff ? "Backups are off." : "No backup yet."}
        </p>
      )}
    </section>
  );
}
