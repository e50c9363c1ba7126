import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/register';
import { OptionListEditor, PageHeader } from '@conexoes/shared/ui';

/** Option lists an interaction picks from (seeded per tenant, DOMAIN.md). */
export const INTERACTION_LISTS = [
  'interactionType',
  'channel',
  'classification',
  'status',
  'perception',
] as const;

/** /configurations/interactions: add, edit and deactivate the interaction option lists' entries. */
export function InteractionConfigurations({ title }: { title: string }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <PageHeader title={title} />
      <Tabs
        items={INTERACTION_LISTS.map((list) => ({
          key: list,
          label: t(`config.lists.${list}`),
          children: <OptionListEditor list={list} />,
        }))}
      />
    </>
  );
}
