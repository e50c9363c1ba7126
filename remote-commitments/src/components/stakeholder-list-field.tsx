import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { StakeholderPicker, useRowFocus } from '@conexoes/shared/ui';
import { NS } from '../i18n/register';

export type StakeholderRow = { stakeholderId?: string };

/** Several stakeholders, one picker each (the shared picker searches the server as one types). */
export function StakeholderListField({ name, legend }: { name: string; legend: string }) {
  const { t } = useTranslation(NS);
  const focus = useRowFocus();
  return (
    <Form.List name={name}>
      {(rows, { add, remove }, { errors }) => (
        <fieldset ref={focus.listRef} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <legend style={{ fontSize: 14, marginBottom: 8, border: 0 }}>{legend}</legend>
          {rows.map((row, index) => (
            <Flex key={row.key} gap={8} align="start" data-form-row>
              <Form.Item
                name={[row.name, 'stakeholderId']}
                label={t('form.stakeholderN', { n: index + 1 })}
                style={{ flex: '1 1 220px', minWidth: 0 }}
                rules={[{ required: true, message: t('form.chooseStakeholder') }]}
              >
                <StakeholderPicker placeholder={t('form.searchStakeholder')} />
              </Form.Item>
              <Button
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('form.removeStakeholder', { n: index + 1 })}
                title={t('form.removeStakeholder', { n: index + 1 })}
                onClick={() => focus.removed(() => remove(row.name))}
                style={{ marginTop: 30 }}
              />
            </Flex>
          ))}
          {/* A refusal of the list itself or of one of its stakeholders (the server's stakeholderIds.N),
              under the add button: inside a Form.Item, as antd lays out a list's errors, so it reads
              as an error (colour, role) like every other field's. */}
          <Form.Item style={{ marginBottom: 16 }}>
            <Button
              ref={focus.addRef}
              type="dashed"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => focus.added(() => add({}))}
            >
              {t('form.addStakeholder')}
            </Button>
            <Form.ErrorList errors={errors} />
          </Form.Item>
        </fieldset>
      )}
    </Form.List>
  );
}

export const toRows = (ids: string[]): StakeholderRow[] => ids.map((stakeholderId) => ({ stakeholderId }));
export const fromRows = (rows: StakeholderRow[] | undefined): string[] => [
  ...new Set((rows ?? []).flatMap((r) => (r.stakeholderId ? [r.stakeholderId] : []))),
];
