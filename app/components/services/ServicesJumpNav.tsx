import type { ServiceBlock } from "~/content/services";
import { ContentIcon } from "~/components/ui/ContentIcon";

/** In-page links to the six blocks: plain anchors, so they work before (and without) JavaScript. */
export function ServicesJumpNav({ blocks }: { blocks: ServiceBlock[] }) {
  return (
    <nav aria-label="Services on this page" className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {blocks.map((block) => (
          <li key={block.id}>
            <a
              href={`#${block.id}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-bg px-4 text-[0.9375rem] font-medium transition-colors hover:border-accent hover:text-accent"
            >
              <ContentIcon name={block.icon} className="size-4 text-accent" />
              {block.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
