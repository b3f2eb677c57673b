import { Icon } from "~/components/ui/Icon";
import { site } from "@content/site";

/** A tap-to-call link to the agency's number, styled by the caller (e.g. "btn btn-secondary"). */
export function PhoneLink({ className, label }: { className?: string; label?: string }) {
  return (
    <a href={site.phoneHref} className={className} data-testid="phone-link">
      <Icon name="phone" className="size-4 shrink-0" />
      {label ? `${label} ${site.phone}` : site.phone}
    </a>
  );
}
