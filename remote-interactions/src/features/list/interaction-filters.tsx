import { useEffect } from 'react';
import { Button, DatePicker, Flex, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  CitySelect,
  OptionSelect,
  StakeholderPicker,
  StateSelect,
  TopicSelect,
  UserSelect,
  WorkspaceSelect,
  useDateInput,
  useWorkspaceChoices,
  wrappedOption,
} from '@conexoes/shared/ui';
import { odsLabel } from '@conexoes/shared';
import { NS } from '../../i18n/register';
import {
  DIRECTIONS,
  FOLLOW_UPS,
  PERCEPTIONS,
  type InteractionFilters as Filters,
} from '../../lib/list-query';
import { GRIEVANCE_FILTERS } from '../../lib/grievance';
import { LISTS } from '../../lib/option-lists';
import { useTopicsStore } from '../../stores/topics.store';

export type InteractionFiltersProps = {
  value: Filters;
  onChange: (changes: Partial<Filters>) => void;
  onClear: () => void;
};

const itemStyle = { flex: '1 1 180px', minWidth: 0, marginBottom: 8 };
const ISO = 'YYYY-MM-DD';
const ONE_LINE = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** The list's filters; every change goes straight to the URL (and so to the server). */
export function InteractionFilters({ value, onChange, onClear }: InteractionFiltersProps) {
  const { t, i18n } = useTranslation(NS);
  const dates = useDateInput();
  const ods = useTopicsStore((s) => s.ods);
  // Asked only when the session holds several workspaces (a unit counts with its sites).
  const workspaces = useWorkspaceChoices();
  const loadOds = useTopicsStore((s) => s.loadOds);
  useEffect(() => {
    loadOds().catch(() => undefined);
  }, [loadOds]);
  const day = (iso?: string): Dayjs | null => (iso ? dayjs(iso, ISO) : null);
  // A reversed period matches nothing: the pickers offer no such day, and one from a link is named.
  const reversed = Boolean(value.from && value.to && value.to < value.from);
  const from = day(value.from);
  const to = day(value.to);
  return (
    <Form layout="vertical" component="div" aria-label={t('list.filters')}>
      <Flex gap={12} wrap>
        <Form.Item label={t('fields.from')} htmlFor="filter-from" style={itemStyle}>
          <DatePicker
            id="filter-from"
            {...dates.day}
            style={{ width: '100%' }}
            value={from}
            disabledDate={(d) => Boolean(to && d.isAfter(to, 'day'))}
            onChange={(d: Dayjs | null) => onChange({ from: d ? d.format(ISO) : undefined })}
          />
        </Form.Item>
        <Form.Item
          label={t('fields.to')}
          htmlFor="filter-to"
          style={itemStyle}
          validateStatus={reversed ? 'error' : undefined}
          help={reversed ? t('list.toBeforeFrom') : undefined}
        >
          <DatePicker
            id="filter-to"
            {...dates.day}
            style={{ width: '100%' }}
            value={to}
            disabledDate={(d) => Boolean(from && d.isBefore(from, 'day'))}
            onChange={(d: Dayjs | null) => onChange({ to: d ? d.format(ISO) : undefined })}
          />
        </Form.Item>
        {(['type', 'channel', 'classification', 'status'] as const).map((key) => (
          <Form.Item key={key} label={t(`fields.${key}`)} htmlFor={`filter-${key}`} style={itemStyle}>
            <OptionSelect
              id={`filter-${key}`}
              list={LISTS[key]}
              value={value[key]}
              onChange={(code) => onChange({ [key]: code || undefined })}
            />
          </Form.Item>
        ))}
        <Form.Item label={t('fields.perception')} htmlFor="filter-perception" style={itemStyle}>
          <Select
            id="filter-perception"
            allowClear
            options={PERCEPTIONS.map((p) => ({ value: p, label: t(`perceptions.${p}`) }))}
            value={value.perception}
            onChange={(perception) => onChange({ perception: perception ?? undefined })}
          />
        </Form.Item>
        <Form.Item label={t('fields.direction')} htmlFor="filter-direction" style={itemStyle}>
          <Select
            id="filter-direction"
            allowClear
            options={DIRECTIONS.map((d) => ({ value: d, label: t(`directions.${d}`) }))}
            value={value.direction}
            onChange={(direction) => onChange({ direction: direction ?? undefined })}
          />
        </Form.Item>
        <Form.Item label={t('fields.followUp')} htmlFor="filter-followUp" style={itemStyle}>
          <Select
            id="filter-followUp"
            allowClear
            options={FOLLOW_UPS.map((f) => ({ value: f, label: t(`list.followUp.${f}`) }))}
            value={value.followUp}
            onChange={(followUp) => onChange({ followUp: followUp ?? undefined })}
          />
        </Form.Item>
        {/* The dashboard's late figures open the list on a target of their own ("Acknowledgement
            overdue"), named here in words; a long name wraps in the menu and stays on one line once
            chosen, whole in its title, as the ODS. */}
        <Form.Item label={t('list.grievance.label')} htmlFor="filter-grievance" style={itemStyle}>
          <Select
            id="filter-grievance"
            allowClear
            optionRender={wrappedOption}
            labelRender={({ label }) => (
              <span title={typeof label === 'string' ? label : undefined} style={ONE_LINE}>
                {label}
              </span>
            )}
            options={GRIEVANCE_FILTERS.map((g) => ({ value: g, label: t(`list.grievance.${g}`) }))}
            value={value.grievance}
            onChange={(grievance) => onChange({ grievance: grievance ?? undefined })}
          />
        </Form.Item>
        <Form.Item label={t('fields.stakeholder')} htmlFor="filter-stakeholder" style={itemStyle}>
          <StakeholderPicker
            id="filter-stakeholder"
            value={value.stakeholderId}
            onChange={(id) => onChange({ stakeholderId: id || undefined })}
          />
        </Form.Item>
        <Form.Item label={t('list.filterParticipant')} htmlFor="filter-participant" style={itemStyle}>
          <UserSelect
            id="filter-participant"
            value={value.participantId ?? null}
            onChange={(id) => onChange({ participantId: id || undefined })}
          />
        </Form.Item>
        {workspaces.length > 0 ? (
          <Form.Item label={t('fields.workspace')} htmlFor="filter-workspace" style={itemStyle}>
            <WorkspaceSelect
              id="filter-workspace"
              allowClear
              options={workspaces}
              value={value.workspaceId}
              onChange={(id) => onChange({ workspaceId: id ?? undefined })}
            />
          </Form.Item>
        ) : null}
        {/* Topic, ODS and place: the dashboard's rank and ODS charts open the list filtered by them. */}
        <Form.Item label={t('fields.topics')} htmlFor="filter-topic" style={itemStyle}>
          <TopicSelect
            id="filter-topic"
            allowClear
            value={value.topicId}
            onChange={(id) => onChange({ topicId: (id as string | undefined) || undefined })}
          />
        </Form.Item>
        {/* The short name, as the neighbours' labels are: the long one wrapped and pushed its select down.
            A chosen goal stays on one line too ("11 · Cidades e Comunidades Sust…"), so the row of
            filters stays even; its whole name is still the text (screen readers) and the title (pointer). */}
        <Form.Item label={t('list.filterOds')} htmlFor="filter-ods" style={itemStyle}>
          <Select
            id="filter-ods"
            allowClear
            optionRender={wrappedOption}
            labelRender={({ label }) => (
              <span title={typeof label === 'string' ? label : undefined} style={ONE_LINE}>
                {label}
              </span>
            )}
            options={(ods ?? []).map((o) => ({ value: String(o.number), label: odsLabel(o, i18n.language) }))}
            value={value.ods}
            onChange={(goal) => onChange({ ods: goal ?? undefined })}
          />
        </Form.Item>
        <Form.Item label={t('fields.state')} htmlFor="filter-state" style={itemStyle}>
          <StateSelect
            id="filter-state"
            value={value.state}
            onChange={(uf) => onChange({ state: uf || undefined, municipality: undefined })}
          />
        </Form.Item>
        <Form.Item label={t('fields.municipality')} htmlFor="filter-municipality" style={itemStyle}>
          <CitySelect
            id="filter-municipality"
            state={value.state}
            value={value.municipality}
            onChange={(name) => onChange({ municipality: name || undefined })}
          />
        </Form.Item>
      </Flex>
      <Button onClick={onClear} style={{ marginBottom: 12 }}>
        {t('list.clearFilters')}
      </Button>
    </Form>
  );
}
