import { Form } from "react-router";
import { AvailabilitySection } from "./AvailabilitySection";
import type { FeedView } from "../../../../server/booking/availability-service";
import { fieldInput as input } from "../field-classes";
import { IntentButton } from "../IntentButton";

/** The feed as the page shows it: its times already in words. */
export type CalendarFeedStatus = FeedView & { synced: string | null; failing: string | null };

/** The owner's own calendar (an iCalendar address): where it comes from, whether it is read, and the owner's buttons for it. */
export function CalendarFeedSection({ feed, owner, busy , open }: { feed: CalendarFeedStatus; owner: boolean; busy: boolean ; open: boolean }) {
  return (
    <AvailabilitySection id="feed" title="Your calendar" open={open}>
      <p className="mt-1 text-sm text-muted">Busy events in your own calendar (its private iCalendar address from Google, Outlook or iCloud) block the times they overlap. It is read every 5 minutes.</p>
      <div className="mt-3 text-sm" data-testid="feed-status">
        {!feed.source && <p>No calendar connected.</p>}
        {feed.source && (
          <>
            <p>
              Address: <span className="font-mono">{feed.masked}</span>
              {feed.source === "environment" && " (set for this deployment by BOOKING_BUSY_ICS_URL)"}
            </p>
            {feed.failing ? (
              <p className="mt-1 font-medium text-danger" role="status">
                Calendar feed failing since {feed.failing}: {feed.lastError}. The last good busy times stay in use.
              </p>
            ) : feed.synced ? (
              <p className="mt-1">
                Last synced {feed.synced}: {feed.busyCount} busy time{feed.busyCount === 1 ? "" : "s"} ahead.
              </p>
            ) : (
              <p className="mt-1">Not read yet.</p>
            )}
          </>
        )}
      </div>
      {owner && (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          {feed.source !== "environment" && (
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="set-feed" />
              <div>
                <label htmlFor="feed-url" className="block text-sm font-medium">
                  {feed.source ? "Replace the calendar address" : "Calendar address (iCalendar, .ics)"}
                </label>
                <input id="feed-url" name="url" type="url" required maxLength={2000} autoComplete="off" placeholder="https://…/basic.ics" className={`${input} w-80 max-w-full`} />
              </div>
              <button type="submit" disabled={busy} className="btn btn-primary min-h-11 px-4 py-2">
                Save address
              </button>
            </Form>
          )}
          {feed.source && (
            <IntentButton intent="check-feed" variant="secondary" disabled={busy}>
              Check now
            </IntentButton>
          )}
          {feed.source === "workspace" && (
            <IntentButton intent="set-feed" fields={{ url: "" }} variant="secondary" disabled={busy}>
              Remove calendar
            </IntentButton>
          )}
        </div>
      )}
    </AvailabilitySection>
  );
}
