import { ConfirmPopover } from '@conexoes/shared/ui';
import { Button, Card, Flex, Form, Input, Select } from 'antd';
import { notify } from '@conexoes/shared';
import { DataTable, type DataColumn } from '../blocks/data-table';
import { StatusTag } from '../blocks/status-tag';
import { daysAgo } from '../lib/calendar';
import { day } from '../lib/format';
import { useDashT } from '../lib/use-dash-t';
import { TEAM_ROLES, type Member, type TeamRole } from './account.data';
import { useAccountStore } from './account.store';

type InviteValues = { email: string; role: TeamRole };

/** The team: who has access and with which role; invite someone, or take someone's access away. */
export function TeamTab() {
  const t = useDashT();
  const members = useAccountStore((s) => s.members);
  const addMember = useAccountStore((s) => s.invite);
  const removeMember = useAccountStore((s) => s.removeMember);
  const [form] = Form.useForm<InviteValues>();
  const roleName = (m: Member) => t(`account.team.roles.${m.role}`);
  const invite = ({ email, role }: InviteValues) => {
    const address = email.trim().toLowerCase();
    if (members.some((m) => m.email === address)) {
      form.setFields([{ name: 'email', errors: [t('account.team.already')] }]);
      return;
    }
    addMember({
      id: `member-${address}`,
      name: address,
      email: address,
      role,
      joined: daysAgo(0),
      pending: true,
    });
    form.resetFields();
    notify.success(t('account.team.invited', { email: address }));
  };
  const columns: DataColumn<Member>[] = [
    { key: 'name', title: t('account.team.name'), text: (m) => m.name, sortValue: (m) => m.name },
    { key: 'email', title: t('account.team.email'), text: (m) => m.email },
    { key: 'role', title: t('account.team.role'), text: roleName, sortValue: roleName },
    {
      key: 'status',
      title: t('account.team.status'),
      text: (m) => t(m.pending ? 'account.team.pending' : 'account.team.since', { date: day(m.joined) }),
      render: (m) =>
        m.pending ? (
          <StatusTag tone="warn">{t('account.team.pending')}</StatusTag>
        ) : (
          t('account.team.since', { date: day(m.joined) })
        ),
    },
    {
      key: 'actions',
      title: t('account.team.actions'),
      text: () => '',
      render: (m) =>
        m.id === 'member-owner' ? null : (
          <ConfirmPopover
            title={t('account.team.removeConfirm', { name: m.name })}
            onConfirm={() => {
              removeMember(m.id);
              notify.success(t('account.team.removed', { name: m.name }));
            }}
          >
            <Button size="small" danger aria-label={t('account.team.removeWho', { name: m.name })}>
              {t('account.team.remove')}
            </Button>
          </ConfirmPopover>
        ),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={<h3 className="dash-card-title">{t('account.team.inviteTitle')}</h3>}>
        <Form<InviteValues>
          name="invite"
          form={form}
          layout="vertical"
          initialValues={{ role: 'viewer' }}
          onFinish={invite}
        >
          <Flex gap={12} wrap align="end">
            <Form.Item
              name="email"
              label={t('account.team.email')}
              rules={[
                { required: true, message: t('account.required') },
                { type: 'email', message: t('account.emailInvalid') },
              ]}
              style={{ flex: '1 1 240px', marginBottom: 0 }}
            >
              <Input type="email" />
            </Form.Item>
            <Form.Item
              name="role"
              label={t('account.team.role')}
              style={{ flex: '0 1 180px', marginBottom: 0 }}
            >
              <Select options={TEAM_ROLES.map((r) => ({ value: r, label: t(`account.team.roles.${r}`) }))} />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              {t('account.team.invite')}
            </Button>
          </Flex>
        </Form>
      </Card>
      <DataTable
        rows={members}
        columns={columns}
        label={t('account.team.listTitle')}
        searchLabel={t('account.team.search')}
      />
    </Flex>
  );
}
