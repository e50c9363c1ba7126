import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { api, emptyPermission, roleTemplates, useAuthStore, type Permission } from '@conexoes/shared';
import { renderAt } from '@conexoes/shared/testing';
import { ConfigurationsPage } from '../../../pages/configurations.page';
import { Overview } from '../overview';

// Whole antd pages in jsdom are slow on a busy shared machine; this bounds a test, it never waits.
jest.setTimeout(20_000);

const STAKEHOLDER = '00000000-0000-4000-8000-0000000000a1';
const ME = '00000000-0000-4000-8000-0000000000e1';
const MINE = '00000000-0000-4000-8000-0000000000b1';

const ANSWERS: Record<string, unknown> = {
  'stakeholders/dashboards/kind': {
    total: 12,
    groups: [
      { key: 'person', label: 'Person', count: 7 },
      { key: 'organization', label: 'Organisation', count: 5 },
    ],
  },
  'stakeholders/dashboards/category': {
    total: 12,
    groups: [
      { key: 'publicAuthority', label: 'Public authority', count: 9 },
      { key: null, label: '', count: 3 },
    ],
  },
  'stakeholders/search': {
    items: [{ id: STAKEHOLDER, name: 'Adriana Andrade Vieira', updatedAt: '2026-11-20T10:00:00Z' }],
    total: 1,
    page: 1,
    size: 6,
  },
  'users/detail': { id: ME, name: 'Ana Lima', email: 'ana@acme.com' },
  'topics/search': { items: [], total: 4, page: 1, size: 1 },
  'users/search': { items: [], total: 3, page: 1, size: 1 },
};

/** What the signed-in user is responsible for (the search with responsibleId). */
const MY_PAGE = {
  items: [{ id: MINE, name: 'Associação de Moradores', updatedAt: '2026-11-21T09:00:00Z' }],
  total: 9,
  page: 1,
  size: 6,
};

const OVERDUE_ID = '00000000-0000-4000-8000-0000000000d1';
/** The interaction search by the filters the overview counts with. */
const interactionsFor = (params: Record<string, unknown>) => {
  if (params.followUp === 'overdue')
    return {
      items: [
        {
          id: OVERDUE_ID,
          subject: 'Retorno sobre a poeira na estrada',
          followUpDue: '2026-11-20',
        },
      ],
      total: 2,
      page: 1,
      size: 6,
    };
  if (params.followUp === 'open') return { items: [], total: 1000, totalCapped: true, page: 1, size: 1 };
  return { items: [], total: 42, page: 1, size: 1 };
};

let get: jest.SpyInstance;
let mine: unknown;

const signInWith = (permission: Permission) => {
  useAuthStore.getState().loginSucceeded({ token: 'login-token', email: 'ana@acme.com', name: 'Ana Lima' });
  useAuthStore.getState().permissionLoaded(permission);
};

beforeEach(() => {
  mine = MY_PAGE;
  get = jest
    .spyOn(api, 'get')
    .mockImplementation((url: string, config?: { params?: Record<string, unknown> }) =>
      Promise.resolve(
        url === 'social-interactions/search'
          ? interactionsFor(config?.params ?? {})
          : config?.params?.responsibleId
            ? mine
            : ANSWERS[url],
      ),
    );
});
afterEach(() => jest.restoreAllMocks());

describe('overview', () => {
  it('shows the key figures of the areas the user may see, each leading into its area', async () => {
    signInWith(roleTemplates.admin);
    await renderAt(<Overview />, '/dashboard');

    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Stakeholders\s*12/ })).toHaveAttribute(
      'href',
      '/stakeholders/list',
    );
    expect(screen.getByRole('link', { name: /People\s*7/ })).toHaveAttribute(
      'href',
      '/stakeholders/list?kind=person',
    );
    expect(screen.getByRole('link', { name: /Topics\s*4/ })).toHaveAttribute('href', '/topics/list');
    expect(screen.getByRole('link', { name: /Users\s*3/ })).toHaveAttribute('href', '/users/list');
  });

  it('counts the interactions of the last 30 days and the open and overdue follow-ups, each opening that list', async () => {
    signInWith(roleTemplates.admin);
    await renderAt(<Overview />, '/dashboard');

    const recent = await screen.findByRole('link', { name: /Interactions, last 30 days\s*42/ });
    const [, query] = (recent.getAttribute('href') as string).split('?');
    const filters = Object.fromEntries(new URLSearchParams(query));
    expect(Object.keys(filters)).toEqual(['from', 'to']);
    expect(dayjs(filters.to).diff(dayjs(filters.from), 'day')).toBe(30);
    // A count that stopped at the search's cap reads "1,000+", not a false exact figure.
    expect(screen.getByRole('link', { name: /Open follow-ups\s*1,000\+/ })).toHaveAttribute(
      'href',
      '/interactions/list?followUp=open',
    );
    expect(screen.getByRole('link', { name: /Overdue follow-ups\s*2/ })).toHaveAttribute(
      'href',
      '/interactions/list?followUp=overdue',
    );
  });

  it('lists the follow-ups past their date, each a link, with the day it was due on Brazil’s calendar', async () => {
    signInWith(roleTemplates.admin);
    await renderAt(<Overview />, '/dashboard');

    const card = (
      await screen.findByRole('heading', { level: 2, name: 'Follow-ups past their date' })
    ).closest('.ant-card') as HTMLElement;
    expect(
      await within(card).findByRole('link', { name: 'Retorno sobre a poeira na estrada' }),
    ).toHaveAttribute('href', `/interactions/${OVERDUE_ID}`);
    // Due on the 20th: a calendar day, not midnight UTC (the 19th in Brazil).
    expect(within(card).getByText('due 20/11/2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/interactions/list?followUp=overdue',
    );
  });

  it('lists what changed last and the categories, as links, with no raw code or id on screen', async () => {
    signInWith(roleTemplates.admin);
    await renderAt(<Overview />, '/dashboard');

    expect(await screen.findByRole('link', { name: 'Adriana Andrade Vieira' })).toHaveAttribute(
      'href',
      `/stakeholders/${STAKEHOLDER}`,
    );
    expect(get).toHaveBeenCalledWith(
      'stakeholders/search',
      expect.objectContaining({ params: { sort: 'updatedAt,desc', page: 1, size: 6 } }),
    );
    expect(screen.getByRole('link', { name: 'Public authority' })).toHaveAttribute(
      'href',
      '/stakeholders/list?category=publicAuthority',
    );
    expect(screen.getByText('No category')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('publicAuthority');
    expect(document.body).not.toHaveTextContent(STAKEHOLDER);
  });

  it('lists the stakeholders the user is responsible for, each a link to its record', async () => {
    signInWith(roleTemplates.admin);
    await renderAt(<Overview />, '/dashboard');

    const card = (
      await screen.findByRole('heading', { level: 2, name: 'Stakeholders in your care' })
    ).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByRole('link', { name: 'Associação de Moradores' })).toHaveAttribute(
      'href',
      `/stakeholders/${MINE}`,
    );
    expect(within(card).getByRole('link', { name: 'See 8 more' })).toHaveAttribute(
      'href',
      `/stakeholders/list?responsibleId=${ME}&sort=updatedAt,desc`,
    );
    expect(within(card).queryByRole('link', { name: 'Adriana Andrade Vieira' })).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      'stakeholders/search',
      expect.objectContaining({ params: { responsibleId: ME, sort: 'updatedAt,desc', page: 1, size: 6 } }),
    );
    expect(document.body).not.toHaveTextContent(MINE);
  });

  it('says so in a sentence when nothing is in the user’s care', async () => {
    mine = { items: [], total: 0, page: 1, size: 6 };
    signInWith(roleTemplates.admin);
    await renderAt(<Overview />, '/dashboard');

    expect(
      await screen.findByText('No stakeholder has you as the person responsible yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/more/)).not.toBeInTheDocument();
  });

  it('asks nothing of an area the flags keep closed', async () => {
    const permission = emptyPermission();
    permission.stakeholders.view = true;
    signInWith(permission);
    await renderAt(<Overview />, '/dashboard');

    expect(await screen.findByRole('link', { name: /Stakeholders\s*12/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Users/ })).not.toBeInTheDocument();
    const asked = get.mock.calls.map(([url]) => url);
    expect(asked).not.toContain('users/search');
    expect(asked).not.toContain('topics/search');
    expect(asked).not.toContain('social-interactions/search');
  });
});

describe('configurations index', () => {
  it('offers each setting the flags open, with a sentence saying what it is', async () => {
    signInWith(roleTemplates.admin);
    const first = await renderAt(<ConfigurationsPage />, '/configurations');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/configurations/stakeholders',
      '/configurations/interactions',
      '/configurations/commitments',
      '/workspaces',
      '/users',
    ]);
    expect(within(links[3]).getByText(/where records live/)).toBeInTheDocument();
    first.unmount();

    const permission = emptyPermission();
    permission.configurations.view = true;
    signInWith(permission);
    await renderAt(<ConfigurationsPage />, '/configurations');
    // A card is named by the text it shows (title, then its sentence).
    expect(screen.queryByRole('link', { name: /^Users/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Workspaces/ })).toBeInTheDocument();
  });
});
