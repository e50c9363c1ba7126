import { initI18n, useRootStore } from '@conexoes/shared';
import { useCalendarStore } from '../calendar.store';

const state = () => useCalendarStore.getState();
const event = (id: string) => state().events.find((e) => e.id === id);
const at = (iso: string) => Date.parse(iso);

beforeAll(async () => {
  await initI18n({ lng: 'en' });
});

beforeEach(() => {
  state().reset();
});

describe('calendar (SPEC §4)', () => {
  it('adds an event', () => {
    const id = state().addEvent({
      title: 'Meeting with the fishermen',
      description: '',
      allDay: false,
      start: at('2026-05-04T09:00:00Z'),
      end: at('2026-05-04T10:00:00Z'),
      color: 'blue',
    });
    expect(event(id)).toEqual({
      id,
      title: 'Meeting with the fishermen',
      description: '',
      allDay: false,
      start: at('2026-05-04T09:00:00Z'),
      end: at('2026-05-04T10:00:00Z'),
      color: 'blue',
    });
  });

  it('replaces an event with its new values, keeping its id and place', () => {
    const index = state().events.findIndex((e) => e.id === 'event-visit');
    state().updateEvent('event-visit', {
      start: at('2026-05-05T14:00:00Z'),
      end: at('2026-05-05T18:00:00Z'),
    });
    expect(state().events[index]).toMatchObject({
      id: 'event-visit',
      start: at('2026-05-05T14:00:00Z'),
      end: at('2026-05-05T18:00:00Z'),
    });
  });

  it('removes an event', () => {
    const count = state().events.length;
    state().removeEvent('event-visit');
    expect(state().events).toHaveLength(count - 1);
    expect(event('event-visit')).toBeUndefined();
  });

  it('keeps events in root.templates.calendar across a reload; a corrupt copy is ignored', async () => {
    state().removeEvent('event-visit');
    const kept = useRootStore.getState().templates.calendar;
    state().reset();
    useRootStore.getState().setTemplateState('calendar', kept);
    await useCalendarStore.persist.rehydrate();
    expect(event('event-visit')).toBeUndefined();

    useRootStore
      .getState()
      .setTemplateState('calendar', { state: { events: [{ id: 'x', color: 'pink' }] }, version: 1 });
    state().reset();
    await useCalendarStore.persist.rehydrate();
    expect(event('event-visit')).toBeDefined();
  });
});
