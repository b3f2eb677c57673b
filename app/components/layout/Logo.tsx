import { site } from "@content/site";

export function Logo() {
  return (
    <span className="flex items-center gap-2.5 whitespace-nowrap font-display text-lg font-bold tracking-tight">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="9" className="fill-accent" />
        <path d="M8 22V10l5 7 5-7v12" fill="none" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" className="stroke-accent-fg" />
        <circle cx="23" cy="21" r="2.2" className="fill-accent-fg" />
      </svg>
      <span>{site.name}</span>
    </span>
  );
}
