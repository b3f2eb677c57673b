/**
 * Timestamps as the rest of the server sees them: UTC ISO text. PostgreSQL's driver returns a `Date`,
 * SQLite keeps the ISO text it was given; both read the same through these.
 */
export const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** The same for a column that may be empty: null stays null (so does undefined, an aggregate over no rows). */
export const isoOrNull = (value: Date | string | null | undefined): string | null => (value === null || value === undefined ? null : iso(value));
