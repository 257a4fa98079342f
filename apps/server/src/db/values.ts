import { type SQL, sql } from 'drizzle-orm';
// Values PostgreSQL would refuse with an error (a 500) rather than a clean miss or a clean store:
// user text with U+0000, and ids past the integer column's range.

/** PostgreSQL text cannot hold U+0000, and it carries no meaning in a prompt; every user text passes here. */
export const withoutNul = (text: string) => text.replaceAll('\u0000', '');

const MAX_DB_INT = 2_147_483_647;

/** Ids past the integer column's range cannot exist; asking PostgreSQL would be an error. */
export const isStorableId = (id: number) => id <= MAX_DB_INT;

/** A text[] parameter: drizzle would send a JS array as a list of separate values. */
export const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * A whole array as one parameter, which the SQL casts (`${arrayParam(ids)}::int[]`): for the
 * thousands of values of a batch, far cheaper to build and send than a parameter per value.
 */
export const arrayParam = (values: readonly unknown[]): SQL => sql`${sql.param(values)}`;

/**
 * An array PostgreSQL made and Node only hands back (`json_agg(x)::text` there, this here): as JSON
 * text it passes through Node unparsed. As a text[], each of an import batch's search vectors and
 * word keys was parsed into a string and escaped again (with its garbage, a third of the import's
 * Node time).
 */
export const jsonArrayParam = (json: string, type: 'text' | 'int'): SQL =>
  sql`array(select e::${sql.raw(type)} from json_array_elements_text(${json}::json) with ordinality as t(e, i) order by i)`;
