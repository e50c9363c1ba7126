import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  Grid,
  Row,
  Statistic,
  Tag,
  Tree,
  Typography,
} from 'antd';
import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  formatDateTime,
  isProblem,
  notify,
  placeLabel,
  saveDownload,
  useApiQuery,
  useCan,
  useOnlyBasicInfo,
} from '@conexoes/shared';
import {
  maskPhone,
  maskPostalCode,
  PageHeader,
  RecordUnavailable,
  useRecordPartsDrawn,
  problemText,
  useOptionLabel,
  usePickerOptions,
  useWorkspaceName,
  Loading,
  TREE_SWITCHER,
  CONFIRM_DIALOG,
  EmailAddress,
} from '@conexoes/shared/ui';
import type {
  EntityTreeNode,
  SocialInteractionResume,
  Stakeholder,
  StakeholderHistoryEntry,
} from '../../api/stakeholder.types';
import { stakeholdersApi } from '../../api/stakeholders.api';
import { NS } from '../../i18n/register';
import { displayDocument } from '../../lib/document';
import { STAKEHOLDER_LISTS, additionList } from '../../lib/option-lists';
import { InteractionTimeline } from './interaction-timeline';
import { StakeholderCommitments } from './stakeholder-commitments';
import { StakeholderHistory } from './stakeholder-history';

type TreeItem = { key: string; title: ReactNode; children: TreeItem[] };

const toTree = (nodes: EntityTreeNode[], currentId: string): TreeItem[] =>
  nodes.map((node) => ({
    key: node.id,
    title:
      node.id === currentId ? (
        <strong>{node.name}</strong>
      ) : (
        <Link to={`/stakeholders/${node.id}`}>{node.name}</Link>
      ),
    children: toTree(node.children, currentId),
  }));

export type StakeholderProfileProps = { stakeholderId: string };

/**
 * One stakeholder: profile, the plans and commitments naming them, entity tree, topics, interaction
 * summary, history and LGPD actions.
 */
export function StakeholderProfile({ stakeholderId }: StakeholderProfileProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const canEditAll = useCan('stakeholders', 'edit');
  const canEditOwn = useCan('stakeholders', 'editConditionally');
  const canEdit = canEditAll || canEditOwn;
  const canDelete = useCan('stakeholders', 'delete');
  const restricted = useOnlyBasicInfo('stakeholders');
  const seesInteractions = useCan('socialInteractions', 'view');
  // The plans and commitments naming them: only for someone of the commitments area (else a 403).
  const seesCommitments = useCan('customModules', 'view');
  const interactionsBasicOnly = useOnlyBasicInfo('socialInteractions');
  const categoryLabel = useOptionLabel(STAKEHOLDER_LISTS.category);
  const scopeLabel = useOptionLabel(STAKEHOLDER_LISTS.scope);
  const entityTypeLabel = useOptionLabel(STAKEHOLDER_LISTS.entityType);
  // The tenant's additional fields (relationship, preferred channel…), in their configured order.
  const additionFields = usePickerOptions((state) => state.lists[STAKEHOLDER_LISTS.addition]);
  useOptionLabel(STAKEHOLDER_LISTS.addition);
  const stored = useApiQuery(() => stakeholdersApi.get(stakeholderId), [stakeholderId], {
    followLanguage: true,
  });
  const stakeholder: Stakeholder | null = stored.data ?? null;
  const workspaceName = useWorkspaceName(stakeholder?.workspaceId);
  const { problem } = stored;
  const [resume, setResume] = useState<SocialInteractionResume | null>(null);
  const [tree, setTree] = useState<EntityTreeNode[] | null>(null);
  const [history, setHistory] = useState<StakeholderHistoryEntry[] | null>(null);

  // What goes with the record; a failure there leaves its card empty, not the page.
  const loadAround = useCallback(() => {
    stakeholdersApi
      .resume(stakeholderId)
      .then(setResume)
      .catch(() => undefined);
    stakeholdersApi
      .history(stakeholderId)
      .then(setHistory)
      .catch(() => setHistory([]));
  }, [stakeholderId]);

  useEffect(loadAround, [loadAround]);
  const { reload } = stored;
  const load = useCallback(() => {
    reload();
    loadAround();
  }, [reload, loadAround]);

  const rootId = stakeholder ? (stakeholder.parent?.id ?? stakeholder.id) : null;
  useEffect(() => {
    if (!rootId) return;
    stakeholdersApi.dashboards
      .entityTree(rootId)
      .then(setTree)
      .catch(() => setTree([]));
  }, [rootId]);

  const failed = (error: unknown) => notify.error(problemText(isProblem(error) ? error : null, t));

  const handleExportPersonalData = async () => {
    try {
      saveDownload(await stakeholdersApi.personalData(stakeholderId), `stakeholder-${stakeholderId}.json`);
      notify.success(t('detail.personalDataDone'));
    } catch (error) {
      failed(error);
    }
  };

  const handleAnonymise = () =>
    modal.confirm({
      ...CONFIRM_DIALOG,
      title: t('detail.anonymiseTitle'),
      content: t('detail.anonymiseBody'),
      okText: t('detail.anonymise'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        try {
          await stakeholdersApi.anonymise(stakeholderId);
          notify.success(t('detail.anonymisedDone'));
          load();
        } catch (error) {
          failed(error);
        }
      },
    });

  const handleDelete = () =>
    modal.confirm({
      ...CONFIRM_DIALOG,
      title: t('detail.deleteTitle'),
      content: t('detail.deleteBody'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        try {
          await stakeholdersApi.remove(stakeholderId);
          notify.success(t('detail.deleted'));
          navigate('/stakeholders/list');
        } catch (error) {
          failed(error);
        }
      },
    });

  const { drawn, warmUp } = useRecordPartsDrawn();
  const wide = Boolean(Grid.useBreakpoint().lg);

  if (!stakeholder || !drawn)
    return (
      <>
        <PageHeader title={t('pages.detail')} />
        {warmUp}
        <RecordUnavailable
          problem={stakeholder ? null : problem}
          notFound={t('detail.notFound')}
          backTo="/stakeholders/list"
          backLabel={t('detail.backToList')}
        />
      </>
    );

  const historyValue = (field: string, value: unknown): string | undefined => {
    if (typeof value !== 'string') return undefined;
    if (field === 'kind') return t(`kinds.${value}`, { defaultValue: value });
    if (field === 'document') return displayDocument(value);
    if (field === 'postalCode') return maskPostalCode(value);
    if (field === 'phone') return maskPhone(value);
    if (field === 'categoryCode') return categoryLabel(value);
    if (field === 'scopeCode') return scopeLabel(value);
    if (field === 'entityTypeCode') return entityTypeLabel(value);
    return undefined;
  };

  const s = stakeholder;
  const showPersonal = !restricted && !s.restricted;
  const items: DescriptionsProps['items'] = [
    { key: 'kind', label: t('fields.kind'), children: t(`kinds.${s.kind}`) },
    ...(showPersonal
      ? [
          {
            key: 'document',
            label: s.kind === 'person' ? t('fields.cpf') : t('fields.cnpj'),
            children: displayDocument(s.document),
          },
        ]
      : []),
    { key: 'category', label: t('fields.category'), children: categoryLabel(s.categoryCode) },
    { key: 'scope', label: t('fields.scope'), children: scopeLabel(s.scopeCode) },
    { key: 'entityType', label: t('fields.entityType'), children: entityTypeLabel(s.entityTypeCode) },
    {
      key: 'location',
      label: t('fields.municipality'),
      children: placeLabel(s.municipality, s.state),
    },
    ...(showPersonal
      ? [
          {
            key: 'address',
            label: t('fields.address'),
            children: [s.address, s.postalCode ? `CEP ${maskPostalCode(s.postalCode)}` : null]
              .filter(Boolean)
              .join(' · '),
          },
          {
            key: 'email',
            label: t('fields.email'),
            children: s.email ? <EmailAddress email={s.email} /> : '',
          },
          { key: 'phone', label: t('fields.phone'), children: s.phone ? maskPhone(s.phone) : '' },
        ]
      : []),
    ...(s.parent
      ? [
          {
            key: 'parent',
            label: t('fields.parent'),
            children: <Link to={`/stakeholders/${s.parent.id}`}>{s.parent.name}</Link>,
          },
        ]
      : []),
    ...(s.responsible
      ? [{ key: 'responsible', label: t('fields.responsible'), children: s.responsible.name }]
      : []),
    ...(workspaceName ? [{ key: 'workspace', label: t('fields.workspace'), children: workspaceName }] : []),
    // Additional values may be sensitive (LGPD art. 11): shown where personal data is.
    ...(showPersonal
      ? (additionFields ?? []).flatMap((field) => {
          const value = s.additional?.[field.value];
          if (value === undefined || (Array.isArray(value) && value.length === 0)) return [];
          return [
            {
              key: `additional.${field.value}`,
              label: field.label,
              children: <AdditionalValue field={field.value} value={value} />,
            },
          ];
        })
      : []),
    { key: 'influence', label: t('fields.influence'), children: s.influence },
    { key: 'interest', label: t('fields.interest'), children: s.interest },
    { key: 'updatedAt', label: t('fields.updatedAt'), children: formatDateTime(s.updatedAt) },
    ...(showPersonal && s.notes
      ? [{ key: 'notes', label: t('fields.notes'), span: 'filled' as const, children: s.notes }]
      : []),
  ];

  const entityTreeCard = (
    <Card title={t('detail.entityTree')} size="small">
      {tree === null ? (
        <Loading />
      ) : tree.length ? (
        <Tree {...TREE_SWITCHER} treeData={toTree(tree, s.id)} defaultExpandAll selectable={false} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noTree')} />
      )}
    </Card>
  );
  const historyCard = (
    <Card title={t('detail.history')} size="small">
      <StakeholderHistory entries={history} formatValue={historyValue} />
    </Card>
  );

  return (
    <>
      <PageHeader
        title={s.name}
        extra={
          <>
            {canEdit && !s.anonymised ? (
              <Button type="primary" onClick={() => navigate(`/stakeholders/${s.id}/edit`)}>
                {t('common:edit')}
              </Button>
            ) : null}
            {/* The personal-data file takes the delete flag, like anonymisation (docs/stakeholders.md). */}
            {canDelete && showPersonal ? (
              <Button onClick={() => void handleExportPersonalData()}>
                {t('detail.exportPersonalData')}
              </Button>
            ) : null}
            {/* Only a person is a data subject (LGPD); the server refuses organisations. */}
            {canDelete && showPersonal && !s.anonymised && s.kind === 'person' ? (
              <Button danger onClick={handleAnonymise}>
                {t('detail.anonymise')}
              </Button>
            ) : null}
            {canDelete ? (
              <Button danger type="text" onClick={handleDelete}>
                {t('common:delete')}
              </Button>
            ) : null}
          </>
        }
      />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        {s.anonymised ? <Tag color="warning">{t('detail.anonymised')}</Tag> : null}
        {s.restricted || restricted ? <Tag>{t('detail.restricted')}</Tag> : null}
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={t('detail.profile')} size="small">
            <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={items} />
          </Card>
          {seesCommitments ? <StakeholderCommitments stakeholderId={s.id} /> : null}
          {/* On a wide screen the record's own cards fill the column under the profile, beside the
              long interaction timeline; on a phone they come last, after the interactions. */}
          {wide ? (
            <Flex vertical gap={16} style={{ marginTop: 16 }}>
              {entityTreeCard}
              {historyCard}
            </Flex>
          ) : null}
        </Col>
        <Col xs={24} lg={8}>
          {/* Whether the caller may read this stakeholder's part in interactions: the API counts nothing
              otherwise, so a sentence says why instead of zeros (interaction-basic-info on the API). */}
          {!seesInteractions || (interactionsBasicOnly && s.kind === 'person') ? (
            <Card title={t('detail.interactions')} size="small" style={{ marginBottom: 16 }}>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {seesInteractions
                  ? t('detail.interactionsOfPersonRestricted')
                  : t('detail.interactionsNotInAccess')}
              </Typography.Paragraph>
            </Card>
          ) : (
            <>
              <Card title={t('detail.interactions')} size="small" style={{ marginBottom: 16 }}>
                {resume ? (
                  <Flex gap={16} wrap>
                    <Statistic title={t('detail.interactionsTotal')} value={resume.total} />
                    <Statistic title={t('detail.perception.positive')} value={resume.perception.positive} />
                    <Statistic title={t('detail.perception.neutral')} value={resume.perception.neutral} />
                    <Statistic title={t('detail.perception.negative')} value={resume.perception.negative} />
                    <Statistic title={t('detail.openGrievances')} value={resume.openGrievances} />
                  </Flex>
                ) : (
                  <Loading />
                )}
                {resume?.lastInteractionAt ? (
                  <p>{t('detail.lastInteraction', { date: formatDateTime(resume.lastInteractionAt) })}</p>
                ) : null}
              </Card>
              <div style={{ marginBottom: 16 }}>
                <InteractionTimeline stakeholderId={s.id} workspaceId={s.workspaceId} />
              </div>
            </>
          )}
          <Card title={t('fields.topics')} size="small">
            {s.topics.length ? (
              <Flex gap={4} wrap>
                {s.topics.map((topic) => (
                  <Tag key={topic.id}>{topic.name}</Tag>
                ))}
              </Flex>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noTopics')} />
            )}
          </Card>
        </Col>
        {wide ? null : (
          <Col xs={24}>
            <Flex vertical gap={16}>
              {entityTreeCard}
              {historyCard}
            </Flex>
          </Col>
        )}
      </Row>
    </>
  );
}

/** An additional field's chosen value(s), by the labels of its own list. */
function AdditionalValue({ field, value }: { field: string; value: string | string[] }) {
  const label = useOptionLabel(additionList(field));
  return <>{(Array.isArray(value) ? value : [value]).map(label).join(', ')}</>;
}
