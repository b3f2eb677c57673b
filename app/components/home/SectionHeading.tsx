import type { ReactNode } from "react";

/** Eyebrow, h2 and intro that open each home section; `id` names the heading for aria-labelledby. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  align?: "center" | "left";
}) {
  const centered = align === "center";
  return (
    <div className={centered ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="mt-4 text-h2 font-extrabold">
        {title}
      </h2>
      {intro && <p className={`mt-4 text-lead text-muted ${centered ? "mx-auto max-w-2xl" : ""}`}>{intro}</p>}
    </div>
  );
}
