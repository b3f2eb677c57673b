import { Icon } from "~/components/ui/Icon";
import type { ChallengeSolution } from "@content/types";

/** Four problems this trade runs into online, each beside the way we solve it. */
export function ChallengeList({ challenges }: { challenges: ChallengeSolution[] }) {
  return (
    <section aria-labelledby="challenges-heading" className="border-y border-border bg-surface">
      <div className="container-page section">
        <p className="eyebrow">Challenges &amp; solutions</p>
        <h2 id="challenges-heading" className="mt-4 max-w-3xl text-h2 font-bold">
          Common problems, and how we solve them
        </h2>
        <ol className="mt-10 grid gap-5">
          {challenges.map((pair, index) => (
            <li key={pair.challenge} className="card grid overflow-hidden md:grid-cols-2" data-testid="challenge-pair">
              <div className="p-6">
                <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-muted">
                  <Icon name="triangle-exclamation-point" className="size-4" />
                  Challenge {index + 1}
                </p>
                <p className="mt-2 leading-relaxed">{pair.challenge}</p>
              </div>
              <div className="border-t border-border bg-accent-soft/60 p-6 md:border-t-0 md:border-l">
                <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-accent-soft-fg">
                  <Icon name="circle-check" className="size-4" />
                  Our solution
                </p>
                <p className="mt-2 leading-relaxed">{pair.solution}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
