// The demo calendar a person finds on the first visit (and after a reset), around today, in the
// language of that moment.
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { CalendarData, CalendarEvent, EventColor } from './calendar.model';

export function seedCalendar(t: TFunction, now = Date.now()): CalendarData {
  const today = dayjs(now).startOf('day');
  const timed = (
    id: string,
    key: string,
    dayOffset: number,
    hour: number,
    hours: number,
    color: EventColor,
  ) => {
    const start = today.add(dayOffset, 'day').hour(hour);
    return {
      id,
      title: t(`seed.${key}.title`),
      description: t(`seed.${key}.description`),
      allDay: false,
      start: start.valueOf(),
      end: start.add(hours, 'hour').valueOf(),
      color,
    } satisfies CalendarEvent;
  };
  const allDay = (id: string, key: string, dayOffset: number, days: number, color: EventColor) => ({
    id,
    title: t(`seed.${key}.title`),
    description: t(`seed.${key}.description`),
    allDay: true,
    start: today.add(dayOffset, 'day').valueOf(),
    end: today.add(dayOffset + days, 'day').valueOf(),
    color,
  });
  return {
    events: [
      timed('event-hearing', 'hearing', 2, 19, 2, 'orange'),
      timed('event-association', 'association', 0, 10, 1, 'blue'),
      timed('event-visit', 'visit', -3, 14, 3, 'green'),
      timed('event-board', 'board', 6, 9, 1, 'purple'),
      allDay('event-campaign', 'campaign', 8, 3, 'red'),
      allDay('event-deadline', 'deadline', -1, 1, 'orange'),
    ],
  };
}
