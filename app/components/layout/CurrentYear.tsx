import { useEffect, useState } from "react";

/**
 * The year of the ©: the server's when it renders the page, then the browser's, so a page prerendered last
 * year never shows a stale one. The first render in the browser may read another year than the server's HTML
 * says (a page built in December, a visitor's clock set wrong): React is told this one text differs on
 * purpose, and the effect then shows the browser's year.
 */
export function CurrentYear() {
  const [browserYear, setBrowserYear] = useState<number | null>(null);
  useEffect(() => setBrowserYear(new Date().getFullYear()), []);
  return (
    <span data-testid="copyright-year" suppressHydrationWarning>
      {browserYear ?? new Date().getFullYear()}
    </span>
  );
}
