/** The town's own story: where it sits, what drives its economy, what that means for a website. */
export function LocalContext({ name, paragraphs }: { name: string; paragraphs: string[] }) {
  return (
    <section aria-labelledby="local-context-heading">
      <h2 id="local-context-heading" className="text-h2 font-bold">
        Doing business in {name}
      </h2>
      <div className="mt-6 space-y-5 text-[1.0625rem] leading-relaxed text-fg/90">
        {paragraphs.map((p) => (
          <p key={p.slice(0, 48)}>{p}</p>
        ))}
      </div>
    </section>
  );
}
