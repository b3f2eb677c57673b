import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/Icon";
import { applyTheme, readTheme, type Theme } from "~/lib/theme";

/** A toggle button: pressed = dark theme. The icon follows the `dark` class in CSS, so it is right before hydration. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => setTheme(readTheme()), []);

  const toggle = () => {
    const next: Theme = readTheme() === "dark" ? "light" : "dark";
    applyTheme(next);
    setTheme(next);
  };

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={theme === null ? undefined : theme === "dark"}
      aria-label="Dark theme"
      title="Toggle dark theme"
      data-testid="theme-toggle"
      className="js-only inline-flex size-11 items-center justify-center rounded-xl border border-border text-fg transition-colors hover:border-accent hover:text-accent"
    >
      <Icon name="moon" className="size-5 dark:hidden" />
      <Icon name="sun" className="hidden size-5 dark:block" />
    </button>
  );
}
