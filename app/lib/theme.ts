import { site } from "@content/site";

/** Theme state: "light" | "dark", persisted under the SPEC's storage key. */
export const THEME_STORAGE_KEY = "theme";

/**
 * Set on <html> before first paint when the browser's time zone is not the office's: the slot picker
 * then lays its times out with room for "… your time" from the first frame, so the labels that
 * arrive after hydration shift nothing (useVisitorTimeZone in app/components/booking/local-time.ts
 * applies the same test).
 */
export const OTHER_TIME_ZONE_ATTRIBUTE = "data-other-time-zone";
export type Theme = "light" | "dark";

/**
 * Runs inline in <head> before first paint, so a reload never flashes the wrong theme.
 * Also marks the document as scripted (removes `no-js`) so JS-only controls can show, and marks a
 * visitor outside the office's time zone (OTHER_TIME_ZONE_ATTRIBUTE).
 */
export const themeInitScript = `(function(){var d=document.documentElement;d.classList.remove("no-js");try{if(Intl.DateTimeFormat().resolvedOptions().timeZone!==${JSON.stringify(site.hours.timeZone)})d.setAttribute("${OTHER_TIME_ZONE_ATTRIBUTE}","")}catch(e){}try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");var dark=t==="dark"||(t!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);d.classList.toggle("dark",dark);d.style.colorScheme=dark?"dark":"light"}catch(e){}})();`;

export function readTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (private mode, blocked); the theme still applies for this page.
  }
}
