import { Star } from "lucide-react";

/** Five filled stars; one accessible name for the whole row. */
export function StarRating({ rating = 5, className = "" }: { rating?: number; className?: string }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5`} className={`flex gap-0.5 text-star ${className}`} data-testid="star-rating">
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden="true" className={`size-4 ${i < rating ? "fill-current" : ""}`} />
      ))}
    </div>
  );
}
