import { z } from 'zod';

/** RFC 9457 problem details: the body of every error the API answers. */
export const fieldErrorSchema = z.object({
  /** Where: `body.name`, `query.q`, `body.items.2.id` — for placing the message, never for showing. */
  path: z.string(),
  /** A sentence in English a person can read. */
  message: z.string(),
  /**
   * Stable, for translating the message: `required`, `invalid_type`, `too_small`, `too_big`,
   * `invalid_format`, `invalid_value`, `unrecognized_keys`, `nul_character`, or a refinement's own.
   */
  code: z.string().optional(),
  /** The limit or format the code refers to: `{ minimum: 2 }`, `{ format: 'email' }`, `{ expected: 'number' }`. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

export const uuidSchema = z.uuid();

export const idParamsSchema = z.object({ id: z.uuid() });
export type IdParams = z.infer<typeof idParamsSchema>;

/** Query of every `<area>/search` list: free text, 1-based page, page size and `field,asc|desc`. */
export const pageQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  sort: z
    .string()
    .regex(/^[A-Za-z]+,(asc|desc)$/)
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * `…/search/count`: every match of a register's search (its filters and words; no page), counted whole
 * on demand — the list's "Count all" beside a capped total ("1,000+").
 */
export const searchCountSchema = z.object({ total: z.number().int().nonnegative() });
export type SearchCount = z.infer<typeof searchCountSchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    size: z.number().int().min(1),
  });
export type Page<T> = { items: T[]; total: number; page: number; size: number };

/** Query-string booleans arrive as text. */
export const booleanQuerySchema = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * For a POST that creates without `id` and updates with it (SPEC §3: options, topics). An update
 * carries the whole record (docs/decisions/0027): each field of `update` left out is a 422 `required`
 * naming it, in the words of a field the schema itself requires (plugins/field-messages.ts). A create
 * may leave out what has a default.
 */
export const wholeRecordWithId =
  (update: z.ZodObject) =>
  (value: { id?: string | undefined }, ctx: z.RefinementCtx): void => {
    if (value.id === undefined) return;
    for (const field of Object.keys(update.shape)) {
      if ((value as Record<string, unknown>)[field] !== undefined) continue;
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: 'This field is required',
        params: { code: 'required' },
      });
    }
  };

/** An optional text of at most `max` characters: blank is none (`null`). */
export const blankAsNull = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v === '' ? null : v));

export const optionItemSchema = z.object({ value: z.string(), label: z.string() });
export type OptionItem = z.infer<typeof optionItemSchema>;

/** Passwords: OWASP ASVS minimum 8, generous maximum so passphrases fit. */
export const passwordSchema = z.string().min(8).max(128);
export const emailSchema = z.email().max(254);

/**
 * The years a date the app keeps, filters or counts by may fall in. Past them the days derived from a
 * date (the period before a dashboard's, the day after a filter's end) leave what ISO strings and
 * PostgreSQL hold: the answer was a 500, or a year 0001 stored as 2001. Refused with 422 `dateRange`.
 */
export const calendarDayRange = { first: '1900-01-01', last: '2999-12-31' } as const;
/** Whether a `YYYY-MM-DD` date, or the local day of an ISO date-time, lies in `calendarDayRange`. */
export const inCalendarDayRange = (value: string): boolean => {
  const day = value.slice(0, 10);
  return day >= calendarDayRange.first && day <= calendarDayRange.last;
};
export const dateRangeIssue = {
  message: 'Must be a date between 1900 and 2999',
  params: { code: 'dateRange' },
} as const;
/** A calendar day, `YYYY-MM-DD`, within `calendarDayRange` (filters and periods). */
export const calendarDaySchema = z.iso.date().refine(inCalendarDayRange, dateRangeIssue);

/**
 * PUT only: the `updatedAt` of the record as the form was opened on it. A record changed since is
 * refused with 409 (`recordChangedMeanwhile`), so one person's save never silently undoes another's
 * (decision 0043).
 */
export const expectedUpdatedAtSchema = z.iso.datetime({ offset: true }).optional();

/**
 * The answer of GET/PUT of a tenant's settings carries who last changed them and when: the person's
 * name and the moment (ISO). Null while nobody changed them, or last changed before this was kept.
 */
export const settingsChangeSchema = z.object({ by: z.string(), at: z.iso.datetime({ offset: true }) });
export type SettingsChange = z.infer<typeof settingsChangeSchema>;
/** A settings answer: its values, and `changed`. */
export type WithSettingsChange<T> = T & { changed: SettingsChange | null };

/** The 409 detail of a save over a record changed since the form was opened (the front end knows it). */
export const recordChangedMeanwhile = 'This record was changed by someone else after you opened it';
