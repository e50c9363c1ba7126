import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/register';
import { STAKEHOLDER_LISTS, additionList } from '../../lib/option-lists';
import { OptionListEditor, PageHeader, SectionTabs, usePickerOptions } from '@conexoes/shared/ui';

/** /configurations/stakeholders: the stakeholder option lists and the additional fields. */
export function StakeholderConfigurations({ title }: { title: string }) {
  const { t } = useTranslation(NS);
  // The form's selects keep a copy of each list: a saved entry drops it.
  const invalidate = usePickerOptions((s) => s.invalidate);
  const lists = [STAKEHOLDER_LISTS.category, STAKEHOLDER_LISTS.scope, STAKEHOLDER_LISTS.entityType];
  return (
    <>
      <PageHeader title={title} />
      <SectionTabs
        items={[
          ...lists.map((list) => ({
            key: list,
            label: t(`config.lists.${list}`),
            children: <OptionListEditor list={list} onSaved={invalidate} />,
          })),
          {
            key: STAKEHOLDER_LISTS.addition,
            label: t(`config.lists.${STAKEHOLDER_LISTS.addition}`),
            children: (
              <>
                <Typography.Paragraph type="secondary">{t('config.additionHelp')}</Typography.Paragraph>
                <OptionListEditor
                  list={STAKEHOLDER_LISTS.addition}
                  onSaved={invalidate}
                  addLabel={t('config.addField')}
                  expandedRow={(field) => (
                    <>
                      <Typography.Title level={5}>
                        {t('config.choicesOf', { name: field.label })}
                      </Typography.Title>
                      <OptionListEditor
                        list={additionList(field.code)}
                        addLabel={t('config.addChoice')}
                        onSaved={invalidate}
                      />
                    </>
                  )}
                />
              </>
            ),
          },
        ]}
      />
    </>
  );
}
