import { useCspNonce } from "~/lib/csp-nonce";
import { markOtherTimeZoneScript, type OfficeClockTime } from "./local-time";

/**
 * Marks a visitor on another clock as the parser reaches it (OTHER_TIME_ZONE_ATTRIBUTE), before the times after
 * it are painted, so they are laid out with room for "… your time" from the first frame.
 */
export function OtherTimeZoneMarker({ probes }: { probes: readonly OfficeClockTime[] }) {
  return <script nonce={useCspNonce()} dangerouslySetInnerHTML={{ __html: markOtherTimeZoneScript(probes) }} />;
}
