/**
 * SQL that several query modules write alike. Instants leave the database as ISO 8601 text in UTC
 * ('2026-11-20T05:00:00Z'), so neither the session's time zone (a PostgreSQL server's may be anything) nor its date
 * style changes what the server reads.
 */
export const isoUtc = (instant: string) => `to_char((${instant}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * The Auckland date (a `date`) of an instant (a `timestamptz` expression): the day a customer's calendar shows it on,
 * whatever the session's time zone. Business days are compared with dates the server passes in (`$2::date`, from the
 * request's clock), never with the database's own `now()`.
 */
export const aucklandDate = (instant: string) => `((${instant}) AT TIME ZONE 'Pacific/Auckland')::date`;

/** An instant's Auckland date as text, 'YYYY-MM-DD'. */
export const aucklandDateText = (instant: string) => `to_char(${aucklandDate(instant)}, 'YYYY-MM-DD')`;
