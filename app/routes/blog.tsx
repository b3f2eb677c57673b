import type { Route } from "./+types/blog";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";
import { CallToAction } from "~/components/ui/CallToAction";
import { blogPosts, formatPostDate } from "@content/blog.server";
import { BlogCard } from "~/components/blog/BlogCard";
import { readingMinutes, type PostSummary } from "~/components/blog/post-summary";
import { HydrationSlices } from "~/components/ui/HydrationSlices";

/** Runs at build (prerender): the list gets the front matter only, not the articles' HTML. */
export function loader(_: Route.LoaderArgs) {
  const posts: PostSummary[] = blogPosts.map((post) => ({
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    date: post.date,
    displayDate: formatPostDate(post.date),
    category: post.category,
    image: post.image,
    imageAlt: post.imageAlt,
    author: post.author,
    readingMinutes: readingMinutes(post.wordCount),
  }));
  return { posts };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Blog",
    description: "Practical advice on web design, e-commerce and local SEO for small businesses in Macomb County, Michigan.",
    path: "/blog",
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationSlices>
      <PageHeader eyebrow="Blog" title="Insights for local business owners" intro="Practical guides on websites, selling online and getting found in local search." />
      <section aria-label="Articles" className="section">
        <div className="container-page">
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
            {loaderData.posts.map((post) => (
              <li key={post.slug}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CallToAction title="Have a question about your own website?" text="Ask us. A free consultation gets you straight answers about cost, timing and what would help your business most." />
    </HydrationSlices>
  );
}
