import { useState, type MouseEvent } from "react";
import { Icon } from "~/components/ui/Icon";
import { SocialIcon } from "~/components/layout/SocialIcon";
import { toast } from "~/lib/toast";
import { shareLinks } from "./share-links";

const itemClass =
  "inline-flex min-h-11 lg:w-full items-center gap-2 rounded-xl border border-border bg-bg px-4 text-[0.9375rem] font-medium transition-colors hover:border-accent hover:text-accent";

/** Share links (plain links, they work without JavaScript) and a copy-link button (needs the clipboard, so JS only). */
export function ShareLinks({ canonicalUrl, title }: { canonicalUrl: string; title: string }) {
  const [copied, setCopied] = useState(false);

  const copy = async (event: MouseEvent<HTMLButtonElement>) => {
    const source = { key: "share-copy", anchor: event.currentTarget };
    try {
      await navigator.clipboard.writeText(canonicalUrl);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
      toast({ title: "Link copied", description: "The article's link is on your clipboard.", ...source });
    } catch {
      toast({ title: "Couldn't copy the link", description: "Please copy it from your browser's address bar.", variant: "destructive", ...source });
    }
  };

  return (
    <section aria-labelledby="share-title" data-testid="share-links">
      <h2 id="share-title" className="text-sm font-semibold uppercase tracking-wider">
        Share this article
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2 lg:flex-col">
        {shareLinks(canonicalUrl, title).map((link) => (
          <li key={link.network}>
            {link.network === "Email" ? (
              <a href={link.href} className={itemClass} data-network={link.network}>
                <Icon name="mail" className="size-[18px]" />
                <span>
                  Email<span className="sr-only"> this article</span>
                </span>
              </a>
            ) : (
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={itemClass} data-network={link.network}>
                <SocialIcon name={link.network} />
                <span>
                  <span className="sr-only">Share on </span>
                  {link.network}
                  <span className="sr-only"> (opens in a new tab)</span>
                </span>
              </a>
            )}
          </li>
        ))}
        <li className="js-only">
          <button type="button" onClick={copy} className={itemClass} data-testid="copy-link">
            {copied ? <Icon name="check" className="size-[18px] text-success" /> : <Icon name="link-2" className="size-[18px]" />}
            {copied ? "Copied" : "Copy link"}
          </button>
        </li>
      </ul>
    </section>
  );
}
