/**
 * SQL that several query modules write alike. Instants leave the database as ISO 8601 text in UTC
 * ('2026-11-20T05:00:00Z'), so neither the session's time zone (a PostgreSQL server's may be anything) nor its date
 * style changes what the server reads.
 */
export const isoUtc = (instant: string) => `to_char((${instant}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
