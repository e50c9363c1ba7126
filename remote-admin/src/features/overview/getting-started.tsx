import { useEffect, useId, useRef, useState } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Card, Flex, Grid, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { notify, useGuideHidden } from '@conexoes/shared';
import { NS } from '../../i18n/register';

/** The name the hidden state is remembered under (settings' hiddenGuides). */
export const GETTING_STARTED_GUIDE = 'getting-started';

export type SetupStepKey = 'workspaces' | 'team' | 'topics' | 'stakeholders' | 'interaction';

/** What the tenant holds, in the signed-in person's reach; undefined = not known (not allowed, or loading). */
export type SetupCounts = Partial<Record<SetupStepKey, number>>;

/**
 * Done is read from the data, never from clicks (decision 0055): a tenant starts with its root
 * workspace and its admin, so those two steps need more than one.
 */
const DONE: Record<SetupStepKey, (count: number) => boolean> = {
  workspaces: (count) => count > 1,
  team: (count) => count > 1,
  topics: (count) => count > 0,
  stakeholders: (count) => count > 0,
  interaction: (count) => count > 0,
};

/** Where each step is done: the first is the way in, the others the alternatives. */
const ACTIONS: Record<SetupStepKey, readonly { key: string; to: string }[]> = {
  workspaces: [{ key: 'workspaces', to: '/workspaces' }],
  team: [{ key: 'team', to: '/users/new' }],
  topics: [{ key: 'topics', to: '/topics/new' }],
  stakeholders: [
    { key: 'stakeholders', to: '/stakeholders/new' },
    { key: 'stakeholdersImport', to: '/stakeholders/list?import=1' },
  ],
  interaction: [{ key: 'interaction', to: '/interactions/new' }],
};

const ORDER: readonly SetupStepKey[] = ['workspaces', 'team', 'topics', 'stakeholders', 'interaction'];

export type SetupStep = { key: SetupStepKey; done: boolean };

/**
 * The steps the person may do (`allowed`), each done or not by its count; null while a count of an
 * allowed step is not known yet, so the guide never shows a step as to do that is in fact done.
 */
export const setupSteps = (
  allowed: Readonly<Record<SetupStepKey, boolean>>,
  counts: SetupCounts,
): SetupStep[] | null => {
  const steps: SetupStep[] = [];
  for (const key of ORDER) {
    if (!allowed[key]) continue;
    const count = counts[key];
    if (count === undefined) return null;
    steps.push({ key, done: DONE[key](count) });
  }
  return steps;
};

/** One step: its title, done or to do, why it matters and the screens that do it. */
function StepBody({ step }: { step: SetupStep }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{t(`overview.guide.steps.${step.key}.title`)}</Typography.Text>
        {step.done ? (
          <Tag color="success" icon={<CheckCircleFilled aria-hidden />} style={{ marginInlineEnd: 0 }}>
            {t('overview.guide.done')}
          </Tag>
        ) : (
          <Tag style={{ marginInlineEnd: 0 }}>{t('overview.guide.toDo')}</Tag>
        )}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0' }}>
        {t(`overview.guide.steps.${step.key}.why`)}
      </Typography.Paragraph>
      <Flex gap={16} wrap>
        {ACTIONS[step.key].map((action) => (
          <Link key={action.key} to={action.to}>
            {t(`overview.guide.actions.${action.key}`)}
          </Link>
        ))}
      </Flex>
    </>
  );
}

/**
 * "Getting started" for a tenant still being set up: the steps the person may do, each with why it
 * matters, whether it is done and the screen that does it. Shown while one of them is not done; the
 * person may hide it (remembered per person on the device) and bring it back from the page. On a
 * phone it shows only how far along it is and the next step to do (five steps would push the
 * figures a few screens down), with a button to show them all.
 */
export function GettingStarted({ steps }: { steps: SetupStep[] | null }) {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  const [hidden, setHidden] = useGuideHidden(GETTING_STARTED_GUIDE);
  const phone = !Grid.useBreakpoint().sm;
  const [allSteps, setAllSteps] = useState(false);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const showButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes after hiding or bringing back: the button that took the focus's place.
  const moved = useRef<'hid' | 'showed' | null>(null);
  useEffect(() => {
    if (moved.current === 'hid') showButton.current?.focus();
    if (moved.current === 'showed') heading.current?.focus();
    moved.current = null;
  }, [hidden]);

  if (!steps || steps.length === 0 || steps.every((step) => step.done)) return null;
  const done = steps.filter((step) => step.done).length;
  const progress = t('overview.guide.progress', { done, total: steps.length });
  const next = steps.find((step) => !step.done) as SetupStep;
  const compact = phone && !allSteps && steps.length > 1;

  if (hidden) {
    return (
      <Typography.Paragraph style={{ marginBottom: 16 }}>
        <Button
          ref={showButton}
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          onClick={() => {
            moved.current = 'showed';
            setHidden(false);
          }}
        >
          {t('overview.guide.show', { progress })}
        </Button>
      </Typography.Paragraph>
    );
  }

  return (
    <Card
      style={{ marginBottom: 16 }}
      title={
        <h2
          id={titleId}
          ref={heading}
          tabIndex={-1}
          style={{ margin: 0, fontSize: 16, whiteSpace: 'normal', outline: 'none' }}
        >
          {t('overview.guide.title')}
        </h2>
      }
    >
      <section aria-labelledby={titleId}>
        {compact ? null : (
          <Typography.Paragraph style={{ marginBottom: 4 }}>{t('overview.guide.intro')}</Typography.Paragraph>
        )}
        <Typography.Paragraph strong style={{ marginBottom: 8 }}>
          {progress}
        </Typography.Paragraph>
        {compact ? (
          <div style={{ padding: '4px 0 12px' }}>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
              {t('overview.guide.next')}
            </Typography.Paragraph>
            <StepBody step={next} />
          </div>
        ) : (
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {steps.map((step, index) => (
              <li
                key={step.key}
                style={{
                  padding: '12px 0',
                  borderBlockStart: index ? `${token.lineWidth}px solid ${token.colorSplit}` : undefined,
                }}
              >
                <StepBody step={step} />
              </li>
            ))}
          </ol>
        )}
        <Flex gap={16} wrap style={{ marginTop: 8 }}>
          {phone && steps.length > 1 ? (
            <Button
              type="link"
              size="small"
              aria-expanded={allSteps}
              style={{ padding: 0 }}
              onClick={() => setAllSteps((all) => !all)}
            >
              {allSteps ? t('overview.guide.showNext') : t('overview.guide.showAll')}
            </Button>
          ) : null}
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={() => {
              moved.current = 'hid';
              setHidden(true);
              notify.success(t('overview.guide.hidden'));
            }}
          >
            {t('overview.guide.hide')}
          </Button>
        </Flex>
      </section>
    </Card>
  );
}
