import { useState } from 'react';
import { DatePicker, Form, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  DEFAULT_PERIOD,
  PeriodPicker,
  useDateInput,
  useDatePattern,
  type PeriodValue,
} from '@conexoes/shared/ui';
import { useTranslation } from 'react-i18next';
import { SHOWCASE_NS } from '../showcase.i18n';
import { Example } from './example';

export function DatesSection() {
  const { t } = useTranslation(SHOWCASE_NS);
  const pattern = useDatePattern();
  const dates = useDateInput();
  const [day, setDay] = useState<Dayjs | null>(null);
  const [start, setStart] = useState<Dayjs | null>(null);
  const [span, setSpan] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [time, setTime] = useState<Dayjs | null>(null);
  const [period, setPeriod] = useState<PeriodValue>({ period: DEFAULT_PERIOD });
  const chosen = (text: string | null) => (
    <Typography.Text type="secondary" aria-live="polite">
      {text ? t('demo.chosen', { value: text }) : t('demo.nothingChosen')}
    </Typography.Text>
  );
  const dayOf = (iso: string) => dayjs(iso, 'YYYY-MM-DD').format(pattern);
  const periodText =
    period.from && period.to
      ? `${dayOf(period.from)} – ${dayOf(period.to)}`
      : t(`demo.periods.${period.period}`);

  return (
    <>
      <Example title={t('demo.date')}>
        <Form layout="vertical">
          <Form.Item
            label={t('demo.date')}
            htmlFor="showcase-date"
            extra={chosen(day ? day.format(pattern) : null)}
          >
            <DatePicker
              id="showcase-date"
              {...dates.day}
              value={day}
              onChange={setDay}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item
            label={t('demo.dateTime')}
            htmlFor="showcase-start"
            extra={chosen(start ? start.format(`${pattern} HH:mm`) : null)}
          >
            <DatePicker
              id="showcase-start"
              showTime={{ format: 'HH:mm' }}
              {...dates.dayTime}
              value={start}
              onChange={setStart}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item
            label={t('demo.time')}
            htmlFor="showcase-time"
            extra={chosen(time ? time.format('HH:mm') : null)}
          >
            <TimePicker
              id="showcase-time"
              format="HH:mm"
              value={time}
              onChange={setTime}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Form>
      </Example>
      <Example title={t('demo.span')}>
        <DatePicker.RangePicker
          id={{ start: 'showcase-span-start', end: 'showcase-span-end' }}
          aria-label={t('demo.span')}
          placeholder={[t('demo.spanStart'), t('demo.spanEnd')]}
          format={dates.day.format}
          value={span}
          onChange={(value) => setSpan(value)}
          style={{ width: '100%', maxWidth: 420 }}
        />
        <div style={{ marginTop: 8 }}>
          {chosen(span?.[0] && span[1] ? `${span[0].format(pattern)} – ${span[1].format(pattern)}` : null)}
        </div>
      </Example>
      <Example title={t('demo.period')}>
        <PeriodPicker id="showcase-period" value={period} onChange={setPeriod} format={pattern} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('demo.periodValue', { value: periodText })}
        </Typography.Paragraph>
      </Example>
    </>
  );
}

export default DatesSection;
