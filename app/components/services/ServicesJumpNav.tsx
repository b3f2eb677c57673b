import type { ServiceBlock } from "@content/services";
import { ContentIcon } from "~/components/ui/ContentIcon";

/** In-page links to the six blocks: plain anchors, so they work before (and without) JavaScript. */
export function ServicesJumpNav({ blocks }: { blocks: ServiceBlock[] }) {
  return (
    <nav aria-label="Services on this page" className="mt-8">
      <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {blocks.map((block) => (
          <li key={block.id}>
            <a
              href={`#${block.id}`}
              className="flex h-full min-h-11 items-center gap-2 rounded-xl border border-border bg-bg px-3 py-2 text-sm font-medium sm:rounded-full sm:px-4 sm:text-[0.9375rem] transition-colors hover:border-accent hover:text-accent"
            >
              <ContentIcon name={block.icon} className="size-4 shrink-0 text-accent" />
              {block.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
