import { App, Button, DatePicker, Flex, Form, Input, Modal, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { notify } from '@conexoes/shared';
import { CONFIRM_DIALOG, FIELD_ROW_GAP, useDateInput } from '@conexoes/shared/ui';
import { useTranslation } from 'react-i18next';
import { CALENDAR_NS } from './calendar.i18n';
import { EVENT_COLOR_VALUES } from './calendar-colors';
import { EVENT_COLORS, type CalendarEvent, type CalendarEventInput, type EventColor } from './calendar.model';
import { useCalendarStore } from './calendar.store';

type EventForm = {
  title: string;
  description: string;
  allDay: boolean;
  start: Dayjs;
  /** For an all-day event, the last day (inclusive), as a person reads it. */
  end: Dayjs;
  color: EventColor;
};

/** What the dialog opens with: an existing event, or the slot chosen for a new one. */
export type EventDraft = { event: CalendarEvent } | { slot: { start: number; end: number; allDay: boolean } };

const DAY = 'day';

const initialValues = (draft: EventDraft): EventForm => {
  if ('event' in draft) {
    const { event } = draft;
    return {
      title: event.title,
      description: event.description,
      allDay: event.allDay,
      start: dayjs(event.start),
      end: event.allDay ? dayjs(event.end).subtract(1, DAY) : dayjs(event.end),
      color: event.color,
    };
  }
  const { slot } = draft;
  return {
    title: '',
    description: '',
    allDay: slot.allDay,
    start: dayjs(slot.start),
    end: slot.allDay ? dayjs(slot.end).subtract(1, DAY) : dayjs(slot.end),
    color: 'orange',
  };
};

/** The event as stored: an all-day event's end is the next day at 00:00 (exclusive). */
const toInput = (values: EventForm): CalendarEventInput => ({
  title: values.title.trim(),
  description: values.description?.trim() ?? '',
  allDay: values.allDay,
  start: (values.allDay ? values.start.startOf(DAY) : values.start).valueOf(),
  end: (values.allDay ? values.end.startOf(DAY).add(1, DAY) : values.end).valueOf(),
  color: values.color,
});

export type EventDialogProps = { draft: EventDraft; onClose: () => void };

/** Creates or edits an event (title, description, all day, start, end, colour); deletes it. */
export function EventDialog({ draft, onClose }: EventDialogProps) {
  const { t } = useTranslation(CALENDAR_NS);
  const { t: tc } = useTranslation('common');
  const { modal } = App.useApp();
  const dates = useDateInput();
  const [form] = Form.useForm<EventForm>();
  const allDay = Form.useWatch('allDay', form) ?? initialValues(draft).allDay;
  const existing = 'event' in draft ? draft.event : null;

  const save = (values: EventForm) => {
    const input = toInput(values);
    const store = useCalendarStore.getState();
    if (existing) {
      store.updateEvent(existing.id, input);
      notify.success(t('saved', { title: input.title }));
    } else {
      store.addEvent(input);
      notify.success(t('created', { title: input.title }));
    }
    onClose();
  };

  const remove = () => {
    if (!existing) return;
    modal.confirm({
      ...CONFIRM_DIALOG,
      title: t('deleteConfirm', { title: existing.title }),
      okButtonProps: { danger: true },
      onOk: () => {
        useCalendarStore.getState().removeEvent(existing.id);
        notify.success(t('deleted', { title: existing.title }));
        onClose();
      },
    });
  };

  const typed = allDay ? dates.day : dates.dayTime;
  return (
    <Modal
      open
      title={existing ? t('editEvent') : t('newEvent')}
      onCancel={onClose}
      footer={
        <Flex justify="space-between" wrap gap={8}>
          {existing ? (
            <Button danger onClick={remove}>
              {t('delete')}
            </Button>
          ) : (
            <span />
          )}
          <Flex gap={8}>
            <Button onClick={onClose}>{tc('cancel')}</Button>
            <Button type="primary" onClick={() => form.submit()}>
              {tc('save')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Form<EventForm> form={form} layout="vertical" initialValues={initialValues(draft)} onFinish={save}>
        <Form.Item
          name="title"
          label={t('event.title')}
          rules={[{ required: true, whitespace: true, message: t('event.titleRequired') }]}
        >
          <Input maxLength={200} autoFocus />
        </Form.Item>
        <Form.Item name="description" label={t('event.description')}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Form.Item name="allDay" label={t('event.allDay')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Flex gap={FIELD_ROW_GAP} wrap>
          <Form.Item
            name="start"
            label={t('event.start')}
            rules={[{ required: true, message: tc('required') }]}
            style={{ flex: '1 1 200px' }}
          >
            <DatePicker
              showTime={allDay ? false : { format: 'HH:mm' }}
              {...typed}
              allowClear={false}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item
            name="end"
            label={t('event.end')}
            dependencies={['start', 'allDay']}
            style={{ flex: '1 1 200px' }}
            rules={[
              { required: true, message: tc('required') },
              ({ getFieldValue }) => ({
                validator: (_, value: Dayjs | undefined) => {
                  const start = getFieldValue('start') as Dayjs | undefined;
                  const whole = getFieldValue('allDay') as boolean;
                  if (!value || !start) return Promise.resolve();
                  const ok = whole ? !value.startOf(DAY).isBefore(start.startOf(DAY)) : value.isAfter(start);
                  return ok ? Promise.resolve() : Promise.reject(new Error(t('event.endBeforeStart')));
                },
              }),
            ]}
          >
            <DatePicker
              showTime={allDay ? false : { format: 'HH:mm' }}
              {...typed}
              allowClear={false}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Flex>
        <Form.Item name="color" label={t('event.color')}>
          <Select
            options={EVENT_COLORS.map((color) => ({
              value: color,
              label: (
                <Flex align="center" gap={8}>
                  <span
                    className="calendar-swatch"
                    style={{ background: EVENT_COLOR_VALUES[color] }}
                    aria-hidden
                  />
                  {t(`event.colors.${color}`)}
                </Flex>
              ),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
