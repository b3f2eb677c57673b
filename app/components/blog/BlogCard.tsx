import { Link } from "~/components/ui/RouterLinks";
import { Icon } from "~/components/ui/Icon";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { BLOG_IMAGE_HEIGHT, BLOG_IMAGE_WIDTH, blogPostPath, type PostSummary } from "./post-summary";

/** A post in a list: the title link stretches over the whole card, so there is one link per post. */
export function BlogCard({ post, headingLevel = "h2" }: { post: PostSummary; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-lg" data-testid="blog-card">
      <ResponsiveImage
        src={post.image}
        alt={post.imageAlt}
        width={BLOG_IMAGE_WIDTH}
        height={BLOG_IMAGE_HEIGHT}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[40/21] h-auto w-full border-b border-border object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-soft-fg">{post.category}</span>
          <time dateTime={post.date} className="text-muted">
            {post.displayDate}
          </time>
        </div>
        <Heading className="mt-4 text-h3 font-bold">
          <Link to={blogPostPath(post.slug)} className="after:absolute after:inset-0 group-hover:text-accent focus-visible:outline-none">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 text-[0.9375rem] text-muted">{post.excerpt}</p>
        <div className="mt-6 flex items-center justify-between gap-3 border-t border-border pt-4 text-sm">
          <span>
            By <span className="font-semibold">{post.author}</span>
          </span>
          <span className="inline-flex items-center gap-1.5 text-muted">
            <Icon name="clock" className="size-4" /> {post.readingMinutes} min read
          </span>
        </div>
        <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent">
          Read article <Icon name="arrow-right" className="size-4 transition-transform motion-safe:group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
