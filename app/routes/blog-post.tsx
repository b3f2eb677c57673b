import { redirect } from "react-router";
import { Link } from "~/components/ui/RouterLinks";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { Icon } from "~/components/ui/Icon";
import { PaintedWhole } from "~/components/ui/PaintedWhole";
import type { Route } from "./+types/blog-post";
import { canonicalUrl, pageMeta } from "~/lib/seo";
import { CallToAction } from "~/components/ui/CallToAction";
import { blogPostBySlug, blogPosts, formatPostDate } from "@content/blog.server";
import { BlogCard } from "~/components/blog/BlogCard";
import { ShareLinks } from "~/components/blog/ShareLinks";
import { BLOG_IMAGE_HEIGHT, BLOG_IMAGE_WIDTH, blogPostPath, readingMinutes, type PostSummary } from "~/components/blog/post-summary";
import { HydrationSlices } from "~/components/ui/HydrationSlices";

/** An unknown slug is sent to the blog index (SPEC §8), on the server and on client-side navigation alike. */
export function loader({ params }: Route.LoaderArgs) {
  const post = blogPostBySlug(params.slug);
  if (!post) throw redirect("/blog");
  const summarize = (p: typeof post): PostSummary => ({
    slug: p.slug,
    title: p.title,
    excerpt: p.excerpt,
    date: p.date,
    displayDate: formatPostDate(p.date),
    category: p.category,
    image: p.image,
    imageAlt: p.imageAlt,
    author: p.author,
    readingMinutes: readingMinutes(p.wordCount),
  });
  return {
    slug: params.slug,
    post: { ...summarize(post), html: post.html, wordCount: post.wordCount },
    more: blogPosts.filter((p) => p.slug !== post.slug).map(summarize),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { post } = loaderData;
  return pageMeta({
    title: post.title,
    description: post.excerpt,
    path: blogPostPath(loaderData.slug),
    // Dates, author and artwork feed the BlogPosting JSON-LD and the article:* Open Graph tags.
    article: { published: post.date, author: post.author, section: post.category, image: post.image, wordCount: post.wordCount },
  });
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, more } = loaderData;
  const url = canonicalUrl(blogPostPath(post.slug));
  return (
    <HydrationSlices>
      <article>
        <HydrationSlices>
          <header className="border-b border-border bg-surface">
            {/* The header spans the same centred width as the text and share box below (46 + 3 + 14 rem): the title starts where the text does. */}
            <div className="container-page py-10 sm:py-14 lg:max-w-[67rem]">
              {/* Painted whole: on a slow connection at 390 px a half-arrived detail fitted the first row, then wrapped. */}
              <PaintedWhole id="post-header-end">
                <Link to="/blog" className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent hover:underline">
                  <Icon name="arrow-left" className="size-4" /> All articles
                </Link>
                <p className="mt-4">
                  <span className="eyebrow">{post.category}</span>
                </p>
                <h1 className="mt-4 max-w-4xl text-h1 font-extrabold">{post.title}</h1>
                <p className="mt-5 max-w-3xl text-lead text-muted">{post.excerpt}</p>
                <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-[0.9375rem] text-muted" aria-label="Article details">
                  <li className="inline-flex items-center gap-2">
                    <Icon name="user-round" className="size-4" /> By <span className="font-semibold text-fg">{post.author}</span>
                  </li>
                  <li className="inline-flex items-center gap-2">
                    <Icon name="calendar-days" className="size-4" />
                    <time dateTime={post.date}>{post.displayDate}</time>
                  </li>
                  <li className="inline-flex items-center gap-2">
                    <Icon name="clock" className="size-4" /> {post.readingMinutes} min read
                  </li>
                </ul>
              </PaintedWhole>
            </div>
          </header>
          {/* A readable measure (~68 characters) with the share box beside it, the pair centred: no empty column. */}
          <div className="container-page grid gap-12 py-10 sm:py-14 lg:grid-cols-[minmax(0,46rem)_14rem] lg:justify-center">
            <div className="min-w-0 text-[1.0625rem]" data-testid="post-column">
              <ResponsiveImage
                src={post.image}
                alt={post.imageAlt}
                width={BLOG_IMAGE_WIDTH}
                height={BLOG_IMAGE_HEIGHT}
                priority
                sizes="(min-width: 1024px) 736px, 100vw"
                className="h-auto w-full rounded-2xl border border-border"
              />
              {/* Our own Markdown, rendered at build by blog.server.ts: trusted HTML. */}
              <div className="prose-page mt-10" data-testid="post-body" dangerouslySetInnerHTML={{ __html: post.html }} />
            </div>
            <aside className="lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)] lg:self-start">
              <ShareLinks canonicalUrl={url} title={post.title} />
            </aside>
          </div>
        </HydrationSlices>
      </article>
      <section aria-labelledby="more-posts-title" className="section border-t border-border bg-surface">
        <div className="container-page">
          <h2 id="more-posts-title" className="text-h2 font-bold">
            More articles
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {more.map((other) => (
              <li key={other.slug}>
                <BlogCard post={other} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CallToAction />
    </HydrationSlices>
  );
}
