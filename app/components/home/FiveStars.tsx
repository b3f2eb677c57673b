import { Star } from "lucide-react";

/** Five filled stars, read out once as "Rated 5 out of 5". */
export function FiveStars({ className = "size-4" }: { className?: string }) {
  return (
    <span role="img" aria-label="Rated 5 out of 5" className="inline-flex items-center gap-0.5 text-star">
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden="true" className={`${className} fill-current`} />
      ))}
    </span>
  );
}
