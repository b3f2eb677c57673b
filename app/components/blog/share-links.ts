/** Share targets for an article, all built from its canonical URL (SITE_URL + path, fixed at build). */
export interface ShareLink {
  network: "X" | "Facebook" | "LinkedIn" | "Email";
  href: string;
}

export function shareLinks(canonicalUrl: string, title: string): ShareLink[] {
  const url = encodeURIComponent(canonicalUrl);
  const text = encodeURIComponent(title);
  return [
    { network: "X", href: `https://x.com/intent/post?url=${url}&text=${text}` },
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { network: "Email", href: `mailto:?subject=${text}&body=${encodeURIComponent(`${title}\n\n${canonicalUrl}`)}` },
  ];
}
