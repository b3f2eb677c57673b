import { useCallback, useEffect, useState } from "react";
import { useActionData, useNavigation, useRevalidator, type ShouldRevalidateFunction } from "react-router";
import { Form, Link } from "~/components/ui/RouterLinks";
import { Icon } from "~/components/ui/Icon";
import { Notice } from "~/components/ui/Notice";
import type { Route } from "./+types/book";
import { pageMeta } from "~/lib/seo";
import { site } from "@content/site";
import { consultation } from "@content/booking";
import { PageHeader } from "~/components/ui/PageHeader";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { Field, Honeypot } from "~/components/forms/FormParts";
import { VisitSourceFields } from "~/components/forms/VisitSourceFields";
import { SlotPicker } from "~/components/booking/SlotPicker";
import { BookingConfirmation } from "~/components/booking/BookingConfirmation";
import { ConsultationSteps } from "~/components/booking/ConsultationSteps";
import { bookAction, freeDays } from "~/lib/booking.server";
import { TOPIC_MAX, type BookingActionResult } from "@domain/booking/fields";
import { LIMITS } from "@domain/lead/fields";
import { HydrationSlices } from "~/components/ui/HydrationSlices";
import { releaseEverything } from "~/components/ui/hydration-triggers";

/** Free slots change with every booking: rendered per request, never cached or prerendered. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { ...(await freeDays(context)), requested: new URL(request.url).searchParams.get("slot") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  return bookAction(request, context);
}

/** A taken slot (409) is exactly when the picker needs fresh availability; other failures keep the default. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

const TITLE = "Book a Free Consultation";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: TITLE,
    description: `Pick a time for a free 30-minute consultation with ${site.name} by ${loaderData?.meeting.format ?? "phone or video call"}, ${loaderData?.hours ?? "on weekdays"}; confirmation and calendar invitation by email.`,
    path: "/book",
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: "Contact", path: "/contact" },
      { name: "Book a Consultation", path: "/book" },
    ],
  });

/** How often an open picker asks for fresh availability, besides when the tab comes back into view. */
const REFRESH_MS = 60_000;

const FAILURE_TEXT = {
  validation: "Please check the highlighted fields. Everything you typed is still here.",
  slot_taken: "Sorry, someone booked that time a moment ago. Please choose another time; your details are still filled in.",
  rate_limited: "Too many requests from your connection. Please wait a few minutes and try again, or call us.",
  unavailable: `We could not save your booking just now. Please try again in a minute, or call ${site.phone}.`,
} as const;

/** Keeps the slots current while the page is open, without a reload. */
function useAvailabilityRefresh() {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState !== "visible" || state !== "idle") return;
      // Sections still waiting to hydrate hydrate first, so the fresh slots reach them (hydration-triggers.ts).
      releaseEverything("revalidation");
      void revalidate();
    };
    const timer = setInterval(refresh, REFRESH_MS);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [revalidate, state]);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const result = useActionData<BookingActionResult>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [lostSlot, setLostSlot] = useState<string | null>(null);
  const onSlotLost = useCallback((when: string) => setLostSlot(when), []);
  useAvailabilityRefresh();

  if (result?.ok) {
    return (
      <>
        <PageHeader eyebrow="Consultation booked" title="Thank you, see you soon" intro={`${consultation.title}. ${result.booking.meeting}`} />
        <section className="section" aria-label="Your booking">
          <div className="container-page">
            <BookingConfirmation booking={result.booking} token={result.token} />
          </div>
        </section>
      </>
    );
  }

  const failure = result && !result.ok ? result : undefined;
  const values = failure?.values ?? {};
  const fields = failure?.error === "validation" ? failure.fields : {};
  const initialSlot = values.slot || loaderData.requested;
  const slotError =
    lostSlot !== null
      ? `${lostSlot ? `${lostSlot} was` : "The time you picked was"} just booked by someone else. Please choose another time.`
      : fields.slot;

  return (
    <HydrationSlices>
      <PageHeader
        eyebrow="Book a time"
        title={TITLE}
        intro={`Choose a time for a free, no-obligation ${consultation.title.toLowerCase().replace("free ", "")} by ${loaderData.meeting.format}. We talk about your business, your website and what would bring you more customers.`}
      >
        <div className="mt-6">
          <Breadcrumbs trail={[{ name: "Home", path: "/" }, { name: "Contact", path: "/contact" }]} current="Book a Consultation" />
        </div>
      </PageHeader>
      <section className="section" aria-label="Choose a time and book">
        <div className="container-page grid items-start gap-10 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
          <Form method="post" noValidate className="card grid gap-8 p-5 sm:p-8" data-testid="booking-form" aria-label="Book a consultation">
            {failure && (
              <Notice tone="danger" testId="booking-error">
                {FAILURE_TEXT[failure.error]}
              </Notice>
            )}

            <div>
              {/* min-h-lh: the heading has its line's height before its text arrives, so an icon painted alone does not move down. */}
              <h2 className="flex min-h-lh items-center gap-2 text-h3 font-bold">
                <Icon name="calendar-clock" className="size-5 text-accent" />
                1. Pick a time
              </h2>
              <p className="mt-1 mb-5 text-[0.9375rem] text-muted">
                30 minutes, {loaderData.hours}.
              </p>
              {/* A new availability list after a failed post starts the picker over with the kept choice. */}
              <SlotPicker key={failure ? `${failure.error}-${navigation.state}` : "picker"} days={loaderData.days} initialSlot={initialSlot} initialDay={failure?.error === "slot_taken" ? failure.day : undefined} error={slotError} onSlotLost={onSlotLost} />
            </div>

            <div>
              <h2 className="text-h3 font-bold">2. Your details</h2>
              <div className="mt-5 grid gap-5 sm:grid-cols-2">
                <Field id="book-name" name="name" label="Name" required autoComplete="name" maxLength={LIMITS.name} defaultValue={values.name} error={fields.name} />
                <Field id="book-email" name="email" label="Email" type="email" required autoComplete="email" maxLength={LIMITS.email} defaultValue={values.email} error={fields.email} />
                <Field id="book-phone" name="phone" label="Phone" type="tel" autoComplete="tel" maxLength={LIMITS.phone} defaultValue={values.phone} error={fields.phone} className="sm:col-span-2" />
                <Field
                  id="book-topic"
                  name="topic"
                  label="What would you like to talk about?"
                  multiline
                  maxLength={TOPIC_MAX}
                  defaultValue={values.topic}
                  error={fields.topic}
                  className="sm:col-span-2"
                />
              </div>
              <p className="mt-4 text-sm text-muted">
                {loaderData.meeting.sentence} See our{" "}
                <Link to="/privacy-policy" className="font-medium text-accent underline underline-offset-2">
                  privacy policy
                </Link>
                .
              </p>
            </div>

            {/* Like the contact forms: a filled honeypot is booked as spam, answered like any booking. */}
            <Honeypot id="booking-company-website" />
            <VisitSourceFields />
            <div className="flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
              <button type="submit" disabled={busy} className="btn btn-primary btn-lg">
                {busy ? (
                  <>
                    <Icon name="loader-circle" className="size-4 motion-safe:animate-spin" />
                    Booking…
                  </>
                ) : (
                  "Book this time"
                )}
              </button>
              <a href={site.phoneHref} className="inline-flex min-h-11 items-center gap-2 text-[0.9375rem] font-semibold text-accent hover:underline">
                <Icon name="phone" className="size-4" />
                Prefer to call? {site.phone}
              </a>
            </div>
          </Form>

          <aside aria-labelledby="book-next-title" className="grid gap-6 lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)]">
            <div className="rounded-2xl border border-border bg-surface p-6">
              <h2 id="book-next-title" className="text-h3 font-bold">
                What happens next
              </h2>
              <ConsultationSteps compact meeting={loaderData.meeting.sentence} />
            </div>
          </aside>
        </div>
      </section>
    </HydrationSlices>
  );
}
