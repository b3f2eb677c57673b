/**
 * The link builder: a page of the site and a source, medium and campaign make a link whose visits and
 * leads the report counts; the links made so far, each with its campaign's figures in the range.
 */
import { Form } from "react-router";
import { ActionNotice, type ActionResult } from "../ActionNotice";
import { fieldInput } from "../field-classes";
import { CopyLink } from "./CopyLink";
import { CAMPAIGN_LINK_HINTS, CAMPAIGN_LINK_LABELS, CAMPAIGN_VALUE_MAX, type CampaignLinkField } from "@domain/sources/link";
import { formatCount, formatDollars, SOURCE_FIGURE_LABELS } from "@domain/sources/labels";
import type { CampaignLinkWithFigures } from "../../../../server/sources/report";

export interface LinkBuilderResult extends ActionResult {
  url?: string;
  errors?: Partial<Record<CampaignLinkField, string>>;
  values?: Partial<Record<CampaignLinkField, string>>;
}

const UTM_INPUTS = ["utm_source", "utm_medium", "utm_campaign"] as const;

export function LinkBuilder({ pages, links, result, busy }: { pages: string[]; links: CampaignLinkWithFigures[]; result: LinkBuilderResult | undefined; busy: boolean }) {
  const errors = result?.ok === false ? (result.errors ?? {}) : {};
  const values = result?.ok === false ? (result.values ?? {}) : {};
  const describedBy = (field: CampaignLinkField, hint: boolean) => [hint ? `${field}-hint` : "", errors[field] ? `${field}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <section aria-labelledby="links-heading" className="mt-10">
      <h2 id="links-heading" className="text-lg font-semibold">
        Campaign links
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-muted">Make a link to a page of the site for a newsletter, a post or an ad: its visits, leads and deals show under its campaign.</p>
      {/* The form's answer replaces the last one, and its key remounts the fields empty after a link is made. */}
      <Form method="post" key={result?.ok ? result.url : "form"} className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-start" noValidate>
        <input type="hidden" name="intent" value="link" />
        <div>
          <label htmlFor="path" className="block text-sm font-medium">
            {CAMPAIGN_LINK_LABELS.path}
          </label>
          <select id="path" name="path" defaultValue={values.path ?? "/"} aria-invalid={errors.path ? true : undefined} aria-describedby={describedBy("path", false)} className={`${fieldInput} w-full`}>
            {pages.map((page) => (
              <option key={page} value={page}>
                {page}
              </option>
            ))}
          </select>
          {errors.path && (
            <p id="path-error" className="mt-1 text-sm text-danger">
              {errors.path}
            </p>
          )}
        </div>
        {UTM_INPUTS.map((field) => (
          <div key={field}>
            <label htmlFor={field} className="block text-sm font-medium">
              {CAMPAIGN_LINK_LABELS[field]}
            </label>
            <input
              id={field}
              name={field}
              type="text"
              required
              maxLength={CAMPAIGN_VALUE_MAX}
              autoComplete="off"
              defaultValue={values[field] ?? ""}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={describedBy(field, true)}
              className={`${fieldInput} w-full`}
            />
            <p id={`${field}-hint`} className="mt-1 text-xs text-muted">
              {CAMPAIGN_LINK_HINTS[field]}
            </p>
            {errors[field] && (
              <p id={`${field}-error`} className="mt-1 text-sm text-danger">
                {errors[field]}
              </p>
            )}
          </div>
        ))}
        <div className="sm:col-span-2 lg:col-span-4">
          <button type="submit" disabled={busy} className="btn btn-primary min-h-11 px-4 py-2">
            Make link
          </button>
        </div>
      </Form>
      <ActionNotice result={result} />
      {result?.ok && result.url && (
        <div className="mt-3">
          <CopyLink url={result.url} label="Your link" />
        </div>
      )}

      <h3 className="mt-6 font-semibold">Links made</h3>
      {links.length === 0 ? (
        <p className="mt-1 text-sm text-muted">None yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-border rounded-xl border border-border bg-surface" data-testid="campaign-links">
          {links.map((link) => (
            <li key={link.id} className="grid gap-2 p-3 text-sm">
              <p className="font-medium break-words">
                {link.campaign} <span className="font-normal text-muted">· {link.source} / {link.medium} · {link.path}</span>
              </p>
              <CopyLink url={link.url} label={`Link for ${link.campaign} (${link.source}, ${link.medium})`} />
              <dl className="flex flex-wrap gap-x-5 gap-y-1">
                {(
                  [
                    ["views", formatCount(link.views)],
                    ["leads", formatCount(link.leads)],
                    ["won", formatCount(link.won)],
                    ["revenue", formatDollars(link.revenue)],
                  ] as const
                ).map(([figure, text]) => (
                  <div key={figure} className="flex gap-1">
                    <dt className="text-muted">{SOURCE_FIGURE_LABELS[figure]}</dt>
                    <dd className="font-semibold tabular-nums">{text}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
