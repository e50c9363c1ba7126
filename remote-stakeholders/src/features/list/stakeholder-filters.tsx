import { Button, Flex, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/register';
import { KINDS, type StakeholderFilters as Filters } from '../../lib/list-query';
import { STAKEHOLDER_LISTS } from '../../lib/option-lists';
import { CitySelect, OptionSelect, StateSelect, TopicSelect, UserSelect } from '@conexoes/shared/ui';

export type StakeholderFiltersProps = {
  value: Filters;
  onChange: (changes: Partial<Filters>) => void;
  onClear: () => void;
};

const SCALE = [1, 2, 3, 4, 5];
const itemStyle = { flex: '1 1 180px', minWidth: 0, marginBottom: 8 };

/** The list's filters; every change goes straight to the URL (and so to the server). */
export function StakeholderFilters({ value, onChange, onClear }: StakeholderFiltersProps) {
  const { t } = useTranslation(NS);
  const scaleOptions = SCALE.map((n) => ({ value: n, label: String(n) }));
  return (
    <Form layout="vertical" component="div" aria-label={t('list.filters')}>
      <Flex gap={12} wrap>
        <Form.Item label={t('fields.kind')} htmlFor="filter-kind" style={itemStyle}>
          <Select
            id="filter-kind"
            allowClear
            options={KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            value={value.kind}
            onChange={(kind) => onChange({ kind: kind ?? undefined })}
          />
        </Form.Item>
        <Form.Item label={t('fields.category')} htmlFor="filter-category" style={itemStyle}>
          <OptionSelect
            id="filter-category"
            list={STAKEHOLDER_LISTS.category}
            value={value.category}
            onChange={(category) => onChange({ category: category || undefined })}
          />
        </Form.Item>
        <Form.Item label={t('fields.scope')} htmlFor="filter-scope" style={itemStyle}>
          <OptionSelect
            id="filter-scope"
            list={STAKEHOLDER_LISTS.scope}
            value={value.scope}
            onChange={(scope) => onChange({ scope: scope || undefined })}
          />
        </Form.Item>
        <Form.Item label={t('fields.entityType')} htmlFor="filter-entityType" style={itemStyle}>
          <OptionSelect
            id="filter-entityType"
            list={STAKEHOLDER_LISTS.entityType}
            value={value.entityType}
            onChange={(entityType) => onChange({ entityType: entityType || undefined })}
          />
        </Form.Item>
        <Form.Item label={t('fields.state')} htmlFor="filter-state" style={itemStyle}>
          <StateSelect
            id="filter-state"
            value={value.state}
            // A municipality belongs to one state: changing the state clears it.
            onChange={(state) => onChange({ state: state || undefined, municipality: undefined })}
          />
        </Form.Item>
        <Form.Item label={t('fields.municipality')} htmlFor="filter-municipality" style={itemStyle}>
          <CitySelect
            id="filter-municipality"
            state={value.state}
            value={value.municipality}
            onChange={(municipality) => onChange({ municipality: municipality || undefined })}
          />
        </Form.Item>
        <Form.Item label={t('fields.topic')} htmlFor="filter-topic" style={itemStyle}>
          <TopicSelect
            id="filter-topic"
            value={value.topic}
            onChange={(topic) => onChange({ topic: typeof topic === 'string' && topic ? topic : undefined })}
          />
        </Form.Item>
        <Form.Item label={t('fields.influence')} htmlFor="filter-influence" style={itemStyle}>
          <Select<number>
            id="filter-influence"
            allowClear
            options={scaleOptions}
            value={value.influence}
            onChange={(influence) => onChange({ influence: influence ?? undefined })}
          />
        </Form.Item>
        <Form.Item label={t('fields.interest')} htmlFor="filter-interest" style={itemStyle}>
          <Select<number>
            id="filter-interest"
            allowClear
            options={scaleOptions}
            value={value.interest}
            onChange={(interest) => onChange({ interest: interest ?? undefined })}
          />
        </Form.Item>
        <Form.Item label={t('fields.responsible')} htmlFor="filter-responsible" style={itemStyle}>
          <UserSelect
            id="filter-responsible"
            value={value.responsibleId}
            onChange={(responsibleId) => onChange({ responsibleId: responsibleId || undefined })}
          />
        </Form.Item>
      </Flex>
      <Button onClick={onClear} style={{ marginBottom: 12 }}>
        {t('list.clearFilters')}
      </Button>
    </Form>
  );
}
