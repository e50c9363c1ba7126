import { useMemo, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import {
  Badge,
  Button,
  Descriptions,
  Empty,
  Flex,
  Grid,
  Input,
  Progress,
  Table,
  Tag,
  Typography,
  type TableProps,
} from 'antd';
import { notify } from '@conexoes/shared';
import { CLEARABLE, PAGE_ITEMS } from '@conexoes/shared/ui';
import { useTranslation } from 'react-i18next';
import { SHOWCASE_NS } from '../showcase.i18n';
import { Example } from './example';

type Status = 'open' | 'inProgress' | 'answered' | 'late' | 'closed';
type Row = {
  key: string;
  name: string;
  kind: 'person' | 'organization';
  municipality: string;
  influence: number;
  status: Status;
};

const STATUS_COLORS: Record<Status, string> = {
  open: 'processing',
  inProgress: 'warning',
  answered: 'success',
  late: 'error',
  closed: 'default',
};

const ROWS: Row[] = [
  {
    key: '1',
    name: 'Associação de Moradores do Bairro Novo',
    kind: 'organization',
    municipality: 'Parauapebas (PA)',
    influence: 4,
    status: 'open',
  },
  {
    key: '2',
    name: 'Adriana Andrade Vieira',
    kind: 'person',
    municipality: 'Itabira (MG)',
    influence: 3,
    status: 'answered',
  },
  {
    key: '3',
    name: 'Prefeitura Municipal de Canaã dos Carajás',
    kind: 'organization',
    municipality: 'Canaã dos Carajás (PA)',
    influence: 5,
    status: 'inProgress',
  },
  {
    key: '4',
    name: 'Cooperativa dos Pescadores do Rio Doce',
    kind: 'organization',
    municipality: 'Governador Valadares (MG)',
    influence: 3,
    status: 'late',
  },
  {
    key: '5',
    name: 'João Batista Ferreira',
    kind: 'person',
    municipality: 'Mariana (MG)',
    influence: 2,
    status: 'closed',
  },
  {
    key: '6',
    name: 'Escola Municipal Tiradentes',
    kind: 'organization',
    municipality: 'Parauapebas (PA)',
    influence: 2,
    status: 'open',
  },
  {
    key: '7',
    name: 'Paróquia São Sebastião',
    kind: 'organization',
    municipality: 'Itabira (MG)',
    influence: 3,
    status: 'answered',
  },
];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function DataDisplaySection() {
  const { t } = useTranslation(SHOWCASE_NS);
  const [query, setQuery] = useState('');
  const narrow = !Grid.useBreakpoint().sm;
  const rows = useMemo(() => {
    const words = fold(query).split(/\s+/).filter(Boolean);
    return ROWS.filter((row) => words.every((w) => fold(`${row.name} ${row.municipality}`).includes(w)));
  }, [query]);
  const columns: TableProps<Row>['columns'] = [
    { title: t('demo.columns.name'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
    {
      title: t('demo.columns.kind'),
      dataIndex: 'kind',
      render: (kind: Row['kind']) => t(`demo.${kind}`),
    },
    {
      title: t('demo.columns.municipality'),
      dataIndex: 'municipality',
      sorter: (a, b) => a.municipality.localeCompare(b.municipality),
      responsive: ['md'],
    },
    {
      title: t('demo.columns.influence'),
      dataIndex: 'influence',
      sorter: (a, b) => a.influence - b.influence,
      responsive: ['sm'],
    },
    {
      title: t('demo.columns.status'),
      dataIndex: 'status',
      render: (status: Status) => <Tag color={STATUS_COLORS[status]}>{t(`demo.status.${status}`)}</Tag>,
    },
  ];

  // A phone gets one column that reads like a card, as the product's lists do: the status stays in
  // view instead of past the edge of a table that scrolls sideways.
  const compact: TableProps<Row>['columns'] = [
    {
      key: 'card',
      title: t('demo.columns.name'),
      render: (_, row) => (
        <Flex vertical gap={4} align="flex-start">
          <Typography.Text strong>{row.name}</Typography.Text>
          <Typography.Text type="secondary">
            {t(`demo.${row.kind}`)} · {row.municipality}
          </Typography.Text>
          <Tag color={STATUS_COLORS[row.status]}>{t(`demo.status.${row.status}`)}</Tag>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <Example title={t('demo.search')}>
        <Input.Search
          aria-label={t('demo.search')}
          placeholder={t('demo.search')}
          allowClear={CLEARABLE}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          style={{ maxWidth: 360, marginBottom: 12 }}
        />
        <Table<Row>
          columns={narrow ? compact : columns}
          dataSource={rows}
          size="middle"
          pagination={{ ...PAGE_ITEMS, pageSize: 5, showSizeChanger: false }}
          scroll={narrow ? undefined : { x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('demo.emptyText')} /> }}
        />
      </Example>
      <div className="showcase-grid">
        <Example title={t('demo.statuses')}>
          <div className="showcase-row">
            {(Object.keys(STATUS_COLORS) as Status[]).map((status) => (
              <Tag key={status} color={STATUS_COLORS[status]}>
                {t(`demo.status.${status}`)}
              </Tag>
            ))}
          </div>
        </Example>
        <Example title={t('demo.badges')}>
          <div className="showcase-row" style={{ marginBottom: 12 }}>
            <Badge count={5} />
            <span>{t('demo.unread')}</span>
          </div>
          <Progress percent={60} aria-label={t('demo.planProgress')} />
        </Example>
      </div>
      <Example title={t('demo.details')}>
        <Descriptions
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'name', label: t('demo.name'), children: ROWS[0]!.name },
            { key: 'kind', label: t('demo.kind'), children: t('demo.organization') },
            { key: 'municipality', label: t('demo.columns.municipality'), children: ROWS[0]!.municipality },
            { key: 'phone', label: t('demo.phone'), children: '(94) 3346-1200' },
            { key: 'postalCode', label: t('demo.postalCode'), children: '68515-000' },
            {
              key: 'status',
              label: t('demo.columns.status'),
              children: <Tag color="processing">{t('demo.status.open')}</Tag>,
            },
          ]}
        />
      </Example>
      <Example title={t('demo.emptyTitle')}>
        <Empty description={t('demo.emptyText')}>
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() => notify.info(t('demo.pressed', { label: t('demo.emptyAction') }))}
          >
            {t('demo.emptyAction')}
          </Button>
        </Empty>
      </Example>
    </>
  );
}

export default DataDisplaySection;
