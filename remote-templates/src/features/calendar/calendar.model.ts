// The calendar's records (SPEC §3 "Template state": calendar event {id}) and the schema its saved
// copy is checked with. Times are epoch milliseconds; an all-day event's end is exclusive (the next
// day at 00:00), as FullCalendar counts it.
import { z } from 'zod';

export const EVENT_COLORS = ['orange', 'blue', 'green', 'purple', 'red'] as const;
export type EventColor = (typeof EVENT_COLORS)[number];

const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  allDay: z.boolean(),
  start: z.number(),
  end: z.number(),
  color: z.enum(EVENT_COLORS),
});

export const calendarDataSchema = z.object({ events: z.array(eventSchema) });

export type CalendarEvent = z.infer<typeof eventSchema>;
export type CalendarEventInput = Omit<CalendarEvent, 'id'>;
export type CalendarData = z.infer<typeof calendarDataSchema>;
