import { useRef, useState } from 'react';
import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import type { EventDropArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Button, Flex, Segmented, Typography } from 'antd';
import { formatDate, formatDateTime, isSupportedLanguage, notify } from '@conexoes/shared';
import { MountedDialog, PageHeader } from '@conexoes/shared/ui';
import { useTranslation } from 'react-i18next';
import { ResetDemoButton } from '../../components/reset-demo-button';
import { CALENDAR_NS } from './calendar.i18n';
import { CALENDAR_LOCALES } from './calendar-locales';
import { EVENT_COLOR_VALUES } from './calendar-colors';
import { useCalendarStore } from './calendar.store';
import { EventDialog, type EventDraft } from './event-dialog';
import './calendar.css';

const VIEWS = { month: 'dayGridMonth', week: 'timeGridWeek', day: 'timeGridDay', list: 'listWeek' } as const;
type ViewName = keyof typeof VIEWS;

const HOUR = 3_600_000;

/** The next whole hour from now, for an event created with the button. */
const nextHourSlot = () => {
  const start = Math.ceil(Date.now() / HOUR) * HOUR;
  return { start, end: start + HOUR, allDay: false };
};

/** /dashboard/calendar: month, week, day and list views of the demo events, kept in the browser. */
export function CalendarPage() {
  const { t, i18n } = useTranslation(CALENDAR_NS);
  const calendar = useRef<FullCalendar>(null);
  const events = useCalendarStore((s) => s.events);
  // A phone starts on the list: a month grid is unreadable at 360 px.
  const [view, setView] = useState<ViewName>(() => (window.innerWidth < 600 ? 'list' : 'month'));
  const [title, setTitle] = useState('');
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';

  const api = () => calendar.current?.getApi();
  const changeView = (next: ViewName) => {
    setView(next);
    api()?.changeView(VIEWS[next]);
  };

  const shown: EventInput[] = events.map((e) => ({
    id: e.id,
    title: e.title,
    start: e.start,
    end: e.end,
    allDay: e.allDay,
    backgroundColor: EVENT_COLOR_VALUES[e.color],
    borderColor: EVENT_COLOR_VALUES[e.color],
    textColor: '#fff',
  }));

  /** A drag or a resize: the event is replaced with its new times. */
  const moved = ({ event }: EventDropArg | EventResizeDoneArg) => {
    if (!event.start) return;
    const start = event.start.valueOf();
    const end = event.end?.valueOf() ?? start + (event.allDay ? 86_400_000 : HOUR);
    useCalendarStore.getState().updateEvent(event.id, { start, end, allDay: event.allDay });
    notify.success(
      t('moved', { title: event.title, when: event.allDay ? formatDate(start) : formatDateTime(start) }),
    );
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        extra={
          <>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setDraft({ slot: nextHourSlot() })}
            >
              {t('newEvent')}
            </Button>
            <ResetDemoButton
              label={t('resetDemo')}
              confirm={t('resetConfirm')}
              done={t('resetDone')}
              onReset={() => useCalendarStore.getState().reset()}
            />
          </>
        }
      />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Flex align="center" gap={8} wrap>
          <Button
            icon={<LeftOutlined aria-hidden />}
            aria-label={t('previous')}
            onClick={() => api()?.prev()}
          />
          <Button onClick={() => api()?.today()}>{t('today')}</Button>
          <Button icon={<RightOutlined aria-hidden />} aria-label={t('next')} onClick={() => api()?.next()} />
          <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }} aria-live="polite">
            {title}
          </Typography.Title>
        </Flex>
        <Segmented<ViewName>
          aria-label={t('views.label')}
          value={view}
          onChange={changeView}
          options={(Object.keys(VIEWS) as ViewName[]).map((name) => ({
            value: name,
            label: t(`views.${name}`),
          }))}
        />
      </Flex>
      <div className="calendar-frame">
        <FullCalendar
          ref={calendar}
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          initialView={VIEWS[view]}
          headerToolbar={false}
          locale={CALENDAR_LOCALES[language]}
          height="auto"
          events={shown}
          editable
          selectable
          selectMirror
          eventInteractive
          dayMaxEvents
          nowIndicator
          slotMinTime="06:00:00"
          slotMaxTime="22:00:00"
          noEventsText={t('noEvents')}
          datesSet={({ view: current }) => setTitle(current.title)}
          // A day cell is named by its date link, whose visible text is only the day's number: screen
          // readers read the cell's content instead (axe: label-content-name-mismatch).
          dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
          select={({ start, end, allDay }) => {
            api()?.unselect();
            setDraft({ slot: { start: start.valueOf(), end: end.valueOf(), allDay } });
          }}
          eventClick={({ event, jsEvent }) => {
            jsEvent.preventDefault();
            const found = useCalendarStore.getState().events.find((e) => e.id === event.id);
            if (found) setDraft({ event: found });
          }}
          eventDrop={moved}
          eventResize={moved}
        />
      </div>
      {draft ? (
        <MountedDialog>
          <EventDialog draft={draft} onClose={() => setDraft(null)} />
        </MountedDialog>
      ) : null}
    </>
  );
}

export default CalendarPage;
