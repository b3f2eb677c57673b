import { VISIT_SOURCE_FIELDS } from "@domain/attribution/fields";

/**
 * The visit's source as hidden fields of a form that stores a person's data. They render empty: the
 * client entry fills them from this tab's record as the form is submitted (app/lib/visit-source.ts),
 * so without JavaScript they stay empty and the server keeps only the form's page.
 */
export function VisitSourceFields() {
  return (
    <>
      {VISIT_SOURCE_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} />
      ))}
    </>
  );
}
