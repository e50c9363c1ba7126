import { lazy, Suspense } from 'react';
import { Col, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber, useApiQuery, type SurveySummary } from '@conexoes/shared';
import { ChartCard, ColorSwatch, ProblemAlert } from '@conexoes/shared/ui';
import { surveyApi } from '../../api/survey.api';
import { NS } from '../../i18n/register';
import type { ScoreBar } from './survey-charts';

const ScoreColumns = lazy(() => import('./survey-charts').then((m) => ({ default: m.ScoreColumns })));

/** 1 (very bad) red … 3 grey … 5 (very good) green, as the perception colours run. */
const SCORE_COLORS = ['#E5484D', '#F0884D', '#8C8C8C', '#8FBF3F', '#4EA82A'] as const;

type Question = SurveySummary['questions'][number];

function QuestionSummary({ question }: { question: Question }) {
  const { t } = useTranslation(NS);
  const bars: ScoreBar[] = question.distribution.map((count, i) => ({
    value: String(i + 1),
    score: t('survey.scaleOption', { value: i + 1, word: t(`survey.scale.${i + 1}`) }),
    count,
    color: SCORE_COLORS[i] as string,
  }));
  const listLabel = t('survey.summary.distributionOf', { question: question.text });
  const nearest = question.average === null ? null : Math.round(question.average);
  return (
    <Flex vertical gap={4} style={{ height: '100%' }}>
      <Typography.Title level={3} style={{ fontSize: 14, margin: 0 }}>
        {question.text}
        {!question.active ? <Tag style={{ marginInlineStart: 6 }}>{t('survey.inactive')}</Tag> : null}
      </Typography.Title>
      {question.average === null ? (
        <Typography.Text type="secondary">{t('survey.summary.noAnswers')}</Typography.Text>
      ) : (
        <>
          <Typography.Text>
            {t('survey.summary.average')}{' '}
            <strong style={{ fontSize: 20 }}>
              {formatNumber(question.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            </strong>{' '}
            {t('survey.summary.ofFive', { word: t(`survey.scale.${nearest}`) })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('survey.summary.answers', {
              count: question.answers,
              formatted: formatNumber(question.answers),
            })}
          </Typography.Text>
          {/* Its own boundary: the figures and the list read before the charts library arrives. */}
          <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 4 }} />}>
            <ScoreColumns bars={bars} title={listLabel} countName={t('survey.summary.count')} />
          </Suspense>
          <ul aria-label={listLabel} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {bars.map((b) => (
              <li key={b.score} style={{ display: 'flex', gap: 8, alignItems: 'baseline', padding: '2px 0' }}>
                <ColorSwatch color={b.color} />
                <span style={{ flex: 1, minWidth: 0 }}>{b.score}</span>
                <strong>{formatNumber(b.count)}</strong>
                <span style={{ minWidth: 40, textAlign: 'end' }}>
                  {formatNumber(question.answers > 0 ? b.count / question.answers : 0, {
                    style: 'percent',
                    maximumFractionDigits: 0,
                  })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Flex>
  );
}

/**
 * The perception survey of the period on the interaction dashboard (issue 11): per question its
 * average and how many answered 1 … 5, as a chart and as a list. Only where answers exist — a tenant
 * that does not run the survey sees no empty card.
 */
export function SurveySummaryCard({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation(NS);
  const { data, problem } = useApiQuery(
    (signal) => surveyApi.summary(params, signal),
    [JSON.stringify(params)],
    { followLanguage: true },
  );
  if (problem)
    return (
      <Col xs={24}>
        <ChartCard title={t('survey.title')}>
          <ProblemAlert problem={problem} />
        </ChartCard>
      </Col>
    );
  if (!data || data.answered === 0) return null;
  return (
    <Col xs={24}>
      <ChartCard title={t('survey.title')}>
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          {t('survey.summary.answered', { count: data.answered, formatted: formatNumber(data.answered) })}
        </Typography.Paragraph>
        <Row gutter={[24, 24]}>
          {data.questions.map((q) => (
            <Col key={q.id} xs={24} md={12} xl={6}>
              <QuestionSummary question={q} />
            </Col>
          ))}
        </Row>
      </ChartCard>
    </Col>
  );
}
