import { fireEvent, screen, waitFor } from '@testing-library/react';

/**
 * Picks an option of the antd select labelled `label`: opens it, types `search` into its search box
 * (one change event, not a keystroke each, since every keystroke re-renders a whole antd page) and
 * clicks the option titled `option`.
 */
export const chooseOption = async (label: string, search: string, option: string) => {
  // getByRole computes the accessibility tree of the whole page, seconds on an antd screen; the label
  // query finds the same element (the select's combobox input) far faster.
  const box = screen.getAllByLabelText(label).find((el) => el.getAttribute('role') === 'combobox');
  if (!box) throw new Error(`no select labelled ${label}`);
  fireEvent.mouseDown(box);
  if (search) fireEvent.change(box, { target: { value: search } });
  const choice = await waitFor(() => {
    const matches = screen
      .getAllByTitle(option)
      .filter((el) => el.classList.contains('ant-select-item-option'));
    if (matches.length === 0) throw new Error(`no option ${option}`);
    return matches[matches.length - 1];
  });
  fireEvent.click(choice);
};
