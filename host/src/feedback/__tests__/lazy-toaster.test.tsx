import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { notify } from '@conexoes/shared';
import { LazyToaster } from '../lazy-toaster';
import { showToast } from '../show-toast';

afterEach(() => {
  act(() => toast.remove());
});

describe('LazyToaster', () => {
  it('mounts nothing until a toast is asked for, then shows it (raised before the Toaster mounted)', async () => {
    const { container } = render(<LazyToaster />);
    expect(container).toBeEmptyDOMElement();

    await act(() => showToast((t) => t.success('Saved')));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});

describe('notify from any app', () => {
  it("shows a remote's success toast on the host's Toaster", async () => {
    render(<LazyToaster />);
    act(() => notify.success('Stakeholder saved'));
    expect(await screen.findByText('Stakeholder saved')).toBeInTheDocument();
  });
});
