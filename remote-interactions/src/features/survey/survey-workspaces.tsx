import { useMemo, useState } from 'react';
import { Flex, List, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  inTreeOrder,
  isProblem,
  notify,
  problemMessageKey,
  useApiQuery,
  useCan,
  type SurveyWorkspace,
} from '@conexoes/shared';
import { ProblemAlert } from '@conexoes/shared/ui';
import { surveyApi } from '../../api/survey.api';
import { NS } from '../../i18n/register';

/**
 * Where the survey is asked: a switch per workspace of the caller's reach. A workspace under one
 * whose switch is on asks it too (shown on, not changeable there).
 */
export function SurveyWorkspaces() {
  const { t } = useTranslation(NS);
  const canEdit = useCan('configurations', 'edit');
  const workspaces = useApiQuery((signal) => surveyApi.workspaces(signal), []);
  const [busy, setBusy] = useState<string | null>(null);
  // Each unit right above its own sites (the API answers them by level and name).
  const rows = useMemo(() => inTreeOrder(workspaces.data ?? []), [workspaces.data]);

  const flip = async (w: SurveyWorkspace, on: boolean) => {
    setBusy(w.id);
    try {
      await surveyApi.setResearch(w.id, on);
      workspaces.reload();
      notify.success(t(on ? 'survey.researchOn' : 'survey.researchOff', { name: w.name }));
    } catch (error) {
      notify.error(t(problemMessageKey(isProblem(error) ? error.status : 0)));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{t('survey.whereHelp')}</Typography.Paragraph>
      <ProblemAlert problem={workspaces.problem} />
      <List<{ item: SurveyWorkspace; depth: number }>
        size="small"
        bordered
        loading={workspaces.loading}
        dataSource={rows}
        rowKey={(row) => row.item.id}
        renderItem={({ item: w, depth }) => {
          const labelId = `survey-workspace-${w.id}`;
          return (
            // The switch stays at the end of the name's line, also when a long name wraps on a phone.
            <List.Item>
              <Flex align="center" justify="space-between" gap={12} style={{ width: '100%' }}>
                <div style={{ paddingInlineStart: depth * 16, minWidth: 0 }}>
                  <Typography.Text id={labelId}>{w.name}</Typography.Text>
                  {w.inheritedFrom ? (
                    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                      {t('survey.onThrough', { name: w.inheritedFrom })}
                    </Typography.Text>
                  ) : null}
                </div>
                <Switch
                  aria-labelledby={labelId}
                  checked={w.effective}
                  loading={busy === w.id}
                  disabled={!canEdit || Boolean(w.inheritedFrom) || busy !== null}
                  onChange={(on) => void flip(w, on)}
                  style={{ flex: 'none' }}
                />
              </Flex>
            </List.Item>
          );
        }}
      />
    </>
  );
}
