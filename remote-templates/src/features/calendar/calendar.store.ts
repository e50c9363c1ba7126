// The calendar's client state (SPEC §4 "Calendar": events added, replaced, removed), saved in the
// host's persisted `root` (root.templates.calendar).
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { newId } from '../../state/new-id';
import { persistInRoot } from '../../state/root-persist';
import { seedT } from '../../state/seed-t';
import { CALENDAR_NS } from './calendar.i18n';
import { calendarDataSchema, type CalendarData, type CalendarEventInput } from './calendar.model';
import { seedCalendar } from './calendar.seed';
import en from './i18n/en.json';

export type CalendarActions = {
  addEvent: (event: CalendarEventInput) => string;
  /** Replaces the event of this id with its new values (an edit, a drag, a resize). */
  updateEvent: (eventId: string, update: Partial<CalendarEventInput>) => void;
  removeEvent: (eventId: string) => void;
  reset: () => void;
};

export type CalendarState = CalendarData & CalendarActions;

const seed = () => seedCalendar(seedT(CALENDAR_NS, en));

export const useCalendarStore = create<CalendarState>()(
  persist(
    (set) => ({
      ...seed(),
      addEvent: (event) => {
        const id = newId('event');
        set((s) => ({ events: [...s.events, { ...event, id }] }));
        return id;
      },
      updateEvent: (eventId, update) =>
        set((s) => ({
          events: s.events.map((e) => (e.id === eventId ? { ...e, ...update, id: eventId } : e)),
        })),
      removeEvent: (eventId) => set((s) => ({ events: s.events.filter((e) => e.id !== eventId) })),
      reset: () => set(seed()),
    }),
    persistInRoot<CalendarState, CalendarData>('calendar', calendarDataSchema, (s) => ({ events: s.events })),
  ),
);
