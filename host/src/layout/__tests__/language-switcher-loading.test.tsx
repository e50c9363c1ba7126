import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { giveEnterItsKeyCode, nextFrames } from '@conexoes/shared/testing';
import { renderWithShell, setupI18n } from '../../test/render-shell';
import { LanguageSwitcher } from '../language-switcher';

/** The menu's code, held back until the test lets it arrive (on a slow line it takes a while). */
let arrive: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => {
  arrive = resolve;
});
let loaded = false;
void arrived.then(() => {
  loaded = true;
});
jest.mock('../language-menu', () => {
  const actual = jest.requireActual<typeof import('../language-menu')>('../language-menu');
  return {
    LanguageMenu: (props: Parameters<typeof actual.LanguageMenu>[0]) => {
      if (!loaded) throw arrived;
      return actual.LanguageMenu(props);
    },
  };
});

let stopEnterKeyCode: () => void = () => undefined;
beforeAll(async () => {
  stopEnterKeyCode = giveEnterItsKeyCode();
  await setupI18n();
});
afterAll(() => stopEnterKeyCode());

describe('language switcher while its menu’s code arrives', () => {
  it('pressed a second time before the menu has arrived, leaves it closed once it does', async () => {
    const user = userEvent.setup();
    renderWithShell(<LanguageSwitcher />);
    screen.getByRole('button', { name: /English/ }).focus();
    await user.keyboard('{Enter}');
    // The menu is on its way: the button shown meanwhile has the focus and takes the second press.
    expect(document.activeElement).toHaveTextContent('English');
    await user.keyboard('{Enter}');
    await act(async () => {
      arrive();
      await arrived;
    });
    await nextFrames(4);
    const button = screen.getByRole('button', { name: /English/ });
    expect(button).not.toHaveClass('ant-dropdown-open');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
