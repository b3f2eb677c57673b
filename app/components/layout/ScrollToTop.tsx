import { Icon } from "~/components/ui/Icon";
import { useScrolledPast } from "~/lib/use-scrolled-past";
import { scrollToPageTop } from "~/lib/scroll";

export const SCROLL_TO_TOP_THRESHOLD = 300;

export function ScrollToTop() {
  const visible = useScrolledPast(SCROLL_TO_TOP_THRESHOLD);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={scrollToPageTop}
      aria-label="Scroll to top"
      data-testid="scroll-to-top"
      className="fixed bottom-5 right-5 z-40 inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-fg shadow-card transition-transform hover:-translate-y-0.5 hover:bg-accent-hover motion-safe:animate-[fade-in_200ms_ease-out]"
    >
      <Icon name="arrow-up" className="size-5" />
    </button>
  );
}
