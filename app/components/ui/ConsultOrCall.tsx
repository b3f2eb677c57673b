import { Link } from "~/components/ui/RouterLinks";
import { PhoneLink } from "./PhoneLink";

/** The two ways to start that open the directory and industry pages: a free consultation, or a call. */
export function ConsultOrCall() {
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <Link to="/contact" className="btn btn-primary">
        Get a Free Consultation
      </Link>
      <PhoneLink className="btn btn-secondary" label="Call" />
    </div>
  );
}
