import { Form } from "react-router";
import { VIDEO_URL_MAX, type MeetingPlace } from "@domain/booking/meeting-place";
import { fieldInput as input } from "../field-classes";
import { AvailabilitySection } from "./AvailabilitySection";

/**
 * Where consultations happen: the owner's own video-call room (https) and/or a call to the visitor's
 * number. Invitations, reminders, the confirmation and /book say exactly what is set here.
 */
export function MeetingPlaceSection({ place, owner, busy, open }: { place: MeetingPlace; owner: boolean; busy: boolean; open: boolean }) {
  return (
    <AvailabilitySection id="meeting-place" title="Where the meeting happens" open={open}>
      <p className="mt-1 text-sm text-muted">
        Invitations, reminders, the confirmation and /book say this. With both set, a visitor who gave a number is called and one without joins the room.
      </p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="save-meeting-place" />
        <fieldset disabled={!owner} className="grid gap-4">
          <legend className="sr-only">Video-call room and phone calls</legend>
          <div>
            <label htmlFor="videoUrl" className="block text-sm font-medium">
              Video-call address <span className="font-normal text-muted">(your meeting room, https://; empty = we email a link)</span>
            </label>
            <input id="videoUrl" name="videoUrl" type="url" inputMode="url" maxLength={VIDEO_URL_MAX} placeholder="https://" defaultValue={place.videoUrl ?? ""} className={`${input} w-full`} />
          </div>
          <div className="flex items-center gap-2">
            <input id="callsVisitor" name="callsVisitor" type="checkbox" defaultChecked={place.callsVisitor} className="h-5 w-5" />
            <label htmlFor="callsVisitor" className="text-sm font-medium">
              We call the visitor&rsquo;s phone number when they give one
            </label>
          </div>
        </fieldset>
        {owner && (
          <button type="submit" disabled={busy} className="btn btn-primary mt-4 min-h-11 px-4 py-2">
            Save meeting place
          </button>
        )}
      </Form>
    </AvailabilitySection>
  );
}
