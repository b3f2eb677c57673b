import { useEffect, useState } from "react";

/** The year at render time, corrected in the browser so a page prerendered last year never shows a stale ©. */
export function CurrentYear() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <span data-testid="copyright-year">{year}</span>;
}
