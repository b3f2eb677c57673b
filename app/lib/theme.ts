/** Theme state: "light" | "dark", persisted under the SPEC's storage key. */
export const THEME_STORAGE_KEY = "theme";
export type Theme = "light" | "dark";

/**
 * Runs inline in <head> before first paint, so a reload never flashes the wrong theme.
 * Also marks the document as scripted (removes `no-js`) so JS-only controls can show.
 */
export const themeInitScript = `(function(){var d=document.documentElement;d.classList.remove("no-js");try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");var dark=t==="dark"||(t!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);d.classList.toggle("dark",dark);d.style.colorScheme=dark?"dark":"light"}catch(e){}})();`;

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
