import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { i18n, initI18n } from '@conexoes/shared';
import { renderAt } from '@conexoes/shared/testing';
import { CalendarPage } from '../calendar.page';
import { useCalendarStore } from '../calendar.store';

// antd and FullCalendar render slowly in jsdom on a shared 2-core machine: a bound, not a sleep.
jest.setTimeout(60_000);

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const dialog = async (title: string) =>
  within(
    await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-modal')].find((m) =>
        m.textContent?.includes(title),
      );
      if (!found) throw new Error(`no dialog "${title}"`);
      return found;
    }),
  );

const firstWeekday = () => document.querySelector('.fc-col-header-cell')?.textContent?.trim();

beforeAll(async () => {
  await initI18n({ lng: 'en' });
});

beforeEach(() => {
  act(() => useCalendarStore.getState().reset());
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the calendar page', () => {
  it('shows the month with the demo events under one h1; weeks start on Sunday in English', async () => {
    await renderAt(<CalendarPage />, '/dashboard/calendar');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.fc-event')).not.toBeNull());
    expect(firstWeekday()).toBe('Sun');
  });

  it('follows the locale for the first day of the week (Monday in German)', async () => {
    await renderAt(<CalendarPage />, '/dashboard/calendar');
    await act(() => i18n.changeLanguage('de'));
    await waitFor(() => expect(firstWeekday()).toMatch(/^Mo/));
  });

  it('creates an event from the button and shows it; the focus comes back to the button', async () => {
    const user = setup();
    await renderAt(<CalendarPage />, '/dashboard/calendar');
    const button = screen.getByText('New event').closest('button')!;
    button.focus();
    await user.keyboard('{Enter}');
    const form = await dialog('New event');
    await user.click(form.getByRole('textbox', { name: 'Title' }));
    await user.paste('Meeting with the fishermen');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(useCalendarStore.getState().events.map((e) => e.title)).toContain('Meeting with the fishermen'),
    );
    // It was left on the page's body, and a keyboard user started again from the top.
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('refuses an event without a title, next to the field', async () => {
    const user = setup();
    await renderAt(<CalendarPage />, '/dashboard/calendar');
    const count = useCalendarStore.getState().events.length;
    await user.click(screen.getByText('New event'));
    const form = await dialog('New event');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Give the event a title')).toBeInTheDocument();
    expect(useCalendarStore.getState().events).toHaveLength(count);
  });

  it('opens an event to edit it and deletes it after confirming', async () => {
    const user = setup();
    await renderAt(<CalendarPage />, '/dashboard/calendar');
    const event = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.fc-event')].find((e) =>
        e.textContent?.includes('Meeting with the residents'),
      );
      if (!found) throw new Error('not shown');
      return found;
    });
    await user.click(event);
    const form = await dialog('Edit event');
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(
      "Meeting with the residents' association",
    );
    await user.click(form.getByRole('button', { name: 'Delete event' }));
    await user.click((await dialog('Delete the event')).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(useCalendarStore.getState().events.find((e) => e.id === 'event-association')).toBeUndefined(),
    );
  });
});
