import { act, fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import {
  api,
  DEFAULT_SETTINGS,
  emptyPermission,
  roleTemplates,
  useAuthStore,
  useSettingsStore,
  type Permission,
} from '@conexoes/shared';
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
  // The tenant's root and two units: a tree set up.
  workspaces: [{ id: 'w1' }, { id: 'w2' }, { id: 'w3' }],
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
    // Thirty days, today the last of them.
    expect(dayjs(filters.to).diff(dayjs(filters.from), 'day')).toBe(29);
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
    // The most overdue first: asked of the server, which sorts every overdue one, not just this page.
    expect(get).toHaveBeenCalledWith(
      'social-interactions/search',
      expect.objectContaining({
        params: expect.objectContaining({ followUp: 'overdue', sort: 'followUpDue,asc' }),
      }),
    );
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

describe('getting started guide', () => {
  /** A tenant as SEED_DEMO=false leaves it: its root workspace, the admin alone, nothing else. */
  const BARE = {
    workspaces: 1,
    users: 1,
    topics: 0,
    stakeholders: 0,
    interactionsLastMonth: 0,
    interactionsEver: 0,
  };
  let tenant: typeof BARE;

  const page = (total: number) => ({ items: [], total, page: 1, size: 1 });
  beforeEach(() => {
    tenant = { ...BARE };
    window.localStorage.clear();
    useSettingsStore.setState({ ...DEFAULT_SETTINGS, hiddenGuides: [], isInitialized: false });
    get.mockImplementation((url: string, config?: { params?: Record<string, unknown> }) => {
      const params = config?.params ?? {};
      if (url === 'workspaces')
        return Promise.resolve(Array.from({ length: tenant.workspaces }, (_, i) => ({ id: `w${i}` })));
      if (url === 'users/search') return Promise.resolve(page(tenant.users));
      if (url === 'topics/search') return Promise.resolve(page(tenant.topics));
      if (url === 'stakeholders/search') return Promise.resolve(page(tenant.stakeholders));
      if (url === 'social-interactions/search')
        return Promise.resolve(
          params.followUp
            ? page(0)
            : page(params.from ? tenant.interactionsLastMonth : tenant.interactionsEver),
        );
      return Promise.resolve(
        url.startsWith('stakeholders/dashboards') ? { total: 0, groups: [] } : ANSWERS[url],
      );
    });
  });

  const guide = async () =>
    (await screen.findByRole('heading', { level: 2, name: 'Getting started' })).closest(
      '.ant-card',
    ) as HTMLElement;
  /** The step's row, by its title: its state ("Done" / "To do") and its links. */
  const step = (card: HTMLElement, title: string) =>
    within(card).getByText(title).closest('li') as HTMLElement;
  const stateOf = (card: HTMLElement, title: string) =>
    within(step(card, title)).getByText(/^(Done|To do)$/).textContent;

  it('greets a bare tenant’s admin with every step to do, each leading to the screen that does it', async () => {
    signInWith(roleTemplates.admin);
    await renderAt(<Overview />, '/dashboard');

    const card = await guide();
    expect(within(card).getByText('0 of 5 done')).toBeInTheDocument();
    const titles = within(card)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);
    expect(titles).toEqual([
      'Set up the workspace tree',
      'Invite the team',
      'Create the topics the company follows',
      'Register the stakeholders',
      'Log the first social interaction',
    ]);
    expect(
      within(step(card, 'Invite the team')).getByRole('link', { name: 'Invite a colleague' }),
    ).toHaveAttribute('href', '/users/new');
    const stakeholders = step(card, 'Register the stakeholders');
    expect(within(stakeholders).getByRole('link', { name: 'Add a stakeholder' })).toHaveAttribute(
      'href',
      '/stakeholders/new',
    );
    expect(within(stakeholders).getByRole('link', { name: 'Import a spreadsheet' })).toHaveAttribute(
      'href',
      '/stakeholders/list?import=1',
    );
    expect(within(step(card, 'Set up the workspace tree')).getByRole('link')).toHaveAttribute(
      'href',
      '/workspaces',
    );
    // The page keeps one h1, the guide an h2 like the other sections.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('on a phone shows how far along it is and the next step to do, and every step on demand', async () => {
    tenant = { ...BARE, workspaces: 3, users: 2 };
    signInWith(roleTemplates.admin);
    const before = window.innerWidth;
    window.innerWidth = 360;
    try {
      await renderAt(<Overview />, '/dashboard');
      const card = await guide();
      expect(within(card).getByText('2 of 5 done')).toBeInTheDocument();
      // Only the next step to do, with its way in: not the list of five above the figures.
      expect(within(card).queryByRole('list')).not.toBeInTheDocument();
      expect(within(card).getByText('Next step')).toBeInTheDocument();
      expect(within(card).getByText('Create the topics the company follows')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Create a topic' })).toHaveAttribute(
        'href',
        '/topics/new',
      );
      for (const other of ['Set up the workspace tree', 'Invite the team', 'Register the stakeholders'])
        expect(within(card).queryByText(other)).not.toBeInTheDocument();

      const all = within(card).getByRole('button', { name: 'Show all steps' });
      expect(all).toHaveAttribute('aria-expanded', 'false');
      fireEvent.click(all);
      expect(within(card).getAllByRole('listitem')).toHaveLength(5);
      expect(stateOf(card, 'Set up the workspace tree')).toBe('Done');
      const fewer = within(card).getByRole('button', { name: 'Show only the next step' });
      expect(fewer).toHaveAttribute('aria-expanded', 'true');
      fireEvent.click(fewer);
      expect(within(card).queryByRole('list')).not.toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Hide this guide' })).toBeInTheDocument();
    } finally {
      window.innerWidth = before;
    }
  });

  it('marks each step done from what the tenant holds: more than the root and the admin, one of the rest, an interaction of any date', async () => {
    tenant = { ...BARE, workspaces: 4, users: 1, topics: 2, stakeholders: 0, interactionsEver: 7 };
    signInWith(roleTemplates.admin);
    await renderAt(<Overview />, '/dashboard');

    const card = await guide();
    expect(within(card).getByText('3 of 5 done')).toBeInTheDocument();
    expect(stateOf(card, 'Set up the workspace tree')).toBe('Done');
    expect(stateOf(card, 'Invite the team')).toBe('To do');
    expect(stateOf(card, 'Create the topics the company follows')).toBe('Done');
    expect(stateOf(card, 'Register the stakeholders')).toBe('To do');
    // Nothing in the last 30 days, but one was logged once: done.
    expect(stateOf(card, 'Log the first social interaction')).toBe('Done');
    expect(get).toHaveBeenCalledWith(
      'social-interactions/search',
      expect.objectContaining({ params: { page: 1, size: 1 } }),
    );
  });

  it('shows only the steps the person’s flags let them do, and counts only those', async () => {
    const permission = emptyPermission();
    permission.stakeholders = { ...permission.stakeholders, view: true, add: true };
    permission.socialInteractions = { ...permission.socialInteractions, view: true };
    permission.users = { ...permission.users, view: true };
    signInWith(permission);
    await renderAt(<Overview />, '/dashboard');

    const card = await guide();
    expect(within(card).getAllByRole('listitem')).toHaveLength(1);
    expect(within(card).getByText('Register the stakeholders')).toBeInTheDocument();
    expect(within(card).getByText('0 of 1 done')).toBeInTheDocument();
    expect(within(card).queryByText('Invite the team')).not.toBeInTheDocument();
    expect(get.mock.calls.map(([url]) => url)).not.toContain('workspaces');
  });

  it('does not show when every step the person may do is done, nor when they may do none', async () => {
    tenant = { ...BARE, workspaces: 2, users: 2, topics: 1, stakeholders: 1, interactionsEver: 1 };
    signInWith(roleTemplates.admin);
    const first = await renderAt(<Overview />, '/dashboard');
    expect(await screen.findByRole('link', { name: /Users\s*2/ })).toBeInTheDocument();
    expect(screen.queryByText('Getting started')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /getting-started guide/ })).not.toBeInTheDocument();
    first.unmount();

    // A bare tenant, seen by someone who may only look.
    tenant = { ...BARE };
    signInWith(roleTemplates.viewer);
    await renderAt(<Overview />, '/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByText('Getting started')).not.toBeInTheDocument();
  });

  it('stays hidden for the person who hid it, after the settings are read again, until they bring it back', async () => {
    signInWith(roleTemplates.admin);
    const first = await renderAt(<Overview />, '/dashboard');
    const card = await guide();
    fireEvent.click(within(card).getByRole('button', { name: 'Hide this guide' }));

    expect(screen.queryByRole('heading', { name: 'Getting started' })).not.toBeInTheDocument();
    const show = screen.getByRole('button', { name: 'Show the getting-started guide (0 of 5 done)' });
    expect(show).toHaveFocus();
    first.unmount();

    // A reload: the store starts from the defaults and reads what the device saved.
    act(() => {
      useSettingsStore.setState({ ...DEFAULT_SETTINGS, hiddenGuides: [], isInitialized: false });
      useSettingsStore.getState().initializeSettings();
    });
    const second = await renderAt(<Overview />, '/dashboard');
    expect(
      await screen.findByRole('button', { name: 'Show the getting-started guide (0 of 5 done)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Getting started' })).not.toBeInTheDocument();
    second.unmount();

    // Someone else on the same device still gets it.
    useAuthStore
      .getState()
      .loginSucceeded({ token: 'login-token', email: 'bia@acme.com', name: 'Bia Souza' });
    useAuthStore.getState().permissionLoaded(roleTemplates.admin);
    const third = await renderAt(<Overview />, '/dashboard');
    await guide();
    third.unmount();

    // And the first person brings it back from the page.
    signInWith(roleTemplates.admin);
    await renderAt(<Overview />, '/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: /Show the getting-started guide/ }));
    expect(await guide()).toBeInTheDocument();
  });
});
