import { screen, waitFor, within } from '@testing-library/react';
import {
  json,
  parseUrl,
  renderAt,
  signInWith,
  startTestServer,
  type TestServer,
} from '@conexoes/shared/testing';
import type { SurveySummary } from '@conexoes/shared';
import { InteractionsOverviewPage } from '../../../pages/interactions-overview.page';

/*
 * The chart library draws on a canvas jsdom has not got: at this edge a chart becomes a list naming
 * its bars, so what it was asked to draw can be read.
 */
jest.mock('@ant-design/charts', () => {
  type Props = { data: Array<Record<string, unknown>>; xField?: string; yField?: string; colorField: string };
  const chart = (name: string) =>
    function FakeChart({ data, xField, yField }: Props) {
      return (
        <ol data-testid={name}>
          {data.map((datum, i) => (
            <li key={i}>{`${String(datum[xField ?? ''])}: ${String(datum[yField ?? ''])}`}</li>
          ))}
        </ol>
      );
    };
  return { Pie: chart('pie'), Column: chart('column') };
});

const period = { from: '2026-01-01', to: '2026-03-31' };
const months = ['2026-01', '2026-02', '2026-03'];
const noMonths = months.map(() => ({ average: null, answers: 0 }));

const withAnswers: SurveySummary = {
  period,
  months,
  answered: 12,
  questions: [
    {
      id: '0190a3c2-7b1e-7000-8000-0000000000e1',
      text: 'How does the community rate its relationship with the company?',
      active: true,
      answers: 12,
      average: 3.42,
      distribution: [1, 2, 3, 4, 2],
      byMonth: [
        { average: 3, answers: 4 },
        { average: 3.5, answers: 4 },
        { average: 3.75, answers: 4 },
      ],
    },
    {
      id: '0190a3c2-7b1e-7000-8000-0000000000e2',
      text: 'How well informed does the community feel?',
      active: false,
      answers: 1,
      average: 5,
      distribution: [0, 0, 0, 0, 1],
      byMonth: [{ average: 5, answers: 1 }, ...noMonths.slice(1)],
    },
  ],
};
const none: SurveySummary = {
  period,
  months,
  answered: 0,
  questions: [
    {
      ...withAnswers.questions[0]!,
      answers: 0,
      average: null,
      distribution: [0, 0, 0, 0, 0],
      byMonth: noMonths,
    },
  ],
};

let server: TestServer;
let survey: SurveySummary;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  signInWith({ view: true });
  server.reply((request) => {
    const { path } = parseUrl(request.url);
    if (path.endsWith('/social-interactions/dashboards/survey')) return json(200, survey);
    return json(404, { title: 'Not found', status: 404 });
  });
});

// A page of antd cards renders slowly on a shared 2-core machine: ceilings, not sleeps.
const settled = { timeout: 40_000 };
jest.setTimeout(90_000);

const surveyRequests = () =>
  server.requests.map((r) => parseUrl(r.url)).filter((u) => u.path.endsWith('/dashboards/survey'));

describe('interaction dashboard: the perception survey', () => {
  it("shows each question's average and how many answered 1 to 5, as a chart and as a list", async () => {
    survey = withAnswers;
    await renderAt(<InteractionsOverviewPage />, '/interactions?from=2026-01-01&to=2026-03-31');
    await screen.findByText('Perception survey', { selector: 'h2' }, settled);
    const asked = surveyRequests()[0];
    expect(asked?.query.get('from')).toBe('2026-01-01');
    expect(asked?.query.get('to')).toBe('2026-03-31');
    expect(screen.getByText('12 interactions of this period answered the survey.')).toBeInTheDocument();

    const question = screen.getByText(withAnswers.questions[0]!.text, { selector: 'h3' });
    const block = question.parentElement as HTMLElement;
    expect(block).toHaveTextContent('Average 3.4 of 5 (Fair)');
    expect(within(block).getByText('12 answers')).toBeInTheDocument();
    const list = within(block).getByRole('list', {
      name: `Answers from 1 to 5: ${withAnswers.questions[0]!.text}`,
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 · Very bad18%', '2 · Bad217%', '3 · Fair325%', '4 · Good433%', '5 · Very good217%']);
    // The chart is drawn from the same counts.
    expect(
      within(await within(block).findByTestId('column', {}, settled))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1: 1', '2: 2', '3: 3', '4: 4', '5: 2']);

    // A question no longer asked still shows what it was answered in the period, marked as such.
    const inactive = screen.getByText(withAnswers.questions[1]!.text, { selector: 'h3' });
    expect(inactive).toHaveTextContent('No longer asked');
    expect(inactive.parentElement).toHaveTextContent('Average 5.0 of 5 (Very good)');
    expect(within(inactive.parentElement as HTMLElement).getByText('1 answer')).toBeInTheDocument();
  });

  it('shows no survey card when nothing was answered in the period', async () => {
    survey = none;
    await renderAt(<InteractionsOverviewPage />, '/interactions?from=2026-01-01&to=2026-03-31');
    await screen.findByText('Social interactions', { selector: 'h1' }, settled);
    await waitFor(() => expect(surveyRequests()).toHaveLength(1), settled);
    // The answer has arrived and been rendered (the other dashboards' failures are shown): no card.
    await screen.findAllByText(/Not found/, {}, settled);
    expect(screen.queryByText('Perception survey')).toBeNull();
  });

  it('says so when the survey cannot be read', async () => {
    server.reply(() => json(500, { title: 'The server failed', status: 500 }));
    survey = withAnswers;
    await renderAt(<InteractionsOverviewPage />, '/interactions?from=2026-01-01&to=2026-03-31');
    const title = await screen.findByText('Perception survey', { selector: 'h2' }, settled);
    const card = title.closest('.ant-card') as HTMLElement;
    expect(within(card).getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('12 interactions of this period answered the survey.')).toBeNull();
  });
});
