import { redirect } from "react-router";
import type { Route } from "./+types/blog-post";
import { pageMeta } from "~/lib/seo";
import { PageHeader } from "~/components/ui/PageHeader";

import { blogPostBySlug } from "~/content/blog.server";

/** An unknown slug is sent to the blog index (SPEC §8). */
export function loader({ params }: Route.LoaderArgs) {
  const post = blogPostBySlug(params.slug);
  if (!post) throw redirect("/blog");
  return { slug: params.slug, post };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { post } = loaderData;
  return pageMeta({
    title: post.title,
    description: post.excerpt,
    path: `/blog/${loaderData.slug}`,
    // Dates, author and artwork feed the BlogPosting JSON-LD and the article:* Open Graph tags.
    article: { published: post.date, author: post.author, section: post.category, image: post.image, wordCount: post.wordCount },
  });
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <PageHeader eyebrow="Blog" title={loaderData.post.title} intro={loaderData.post.excerpt} />;
}
