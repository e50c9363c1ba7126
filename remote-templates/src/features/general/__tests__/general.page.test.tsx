import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { initI18n } from '@conexoes/shared';
import { currentLocation, renderAt } from '@conexoes/shared/testing';
import { CheckoutPage } from '../checkout.page';
import { ContactPage } from '../contact.page';
import { PricingPage } from '../pricing.page';

// antd renders slowly in jsdom on a shared 2-core machine: a bound, not a sleep.
jest.setTimeout(60_000);

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const form = () => within(document.querySelector<HTMLElement>('form')!);
const fill = async (user: ReturnType<typeof setup>, label: string, text: string) => {
  await user.click(form().getByLabelText(label));
  await user.paste(text);
};

beforeAll(async () => {
  await initI18n({ lng: 'en' });
});

describe('pricing, checkout and contact', () => {
  it('shows the plans in reais, yearly on demand, and opens the checkout of the one chosen', async () => {
    const user = setup();
    await renderAt(<PricingPage />, '/pricing');
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(screen.getByText('R$490')).toBeInTheDocument();
    await user.click(screen.getByText('Yearly — two months free'));
    expect(await screen.findByText('R$12,900')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose Premium' }));
    expect(currentLocation()).toBe('/checkout?plan=premium&period=yearly');
  });

  it('checks the checkout form field by field, then confirms the order without payment', async () => {
    const user = setup();
    await renderAt(<CheckoutPage />, '/checkout?plan=premium&period=yearly', '/checkout');
    expect(screen.getByText('R$12,900')).toBeInTheDocument();
    await fill(user, 'Full name', 'Lia Torres');
    await fill(user, 'E-mail', 'lia@example.com');
    await fill(user, 'Organisation', 'Mineração Vale Verde');
    await fill(user, 'Phone', '3198765');
    await user.click(form().getByRole('button', { name: 'Place order' }));
    expect(await form().findByText('Enter a phone with area code, e.g. (31) 98765-4321')).toBeInTheDocument();
    expect(await form().findByText('Accept the terms of use to continue')).toBeInTheDocument();

    await user.clear(form().getByLabelText('Phone'));
    await fill(user, 'Phone', '31987654321');
    expect(form().getByLabelText('Phone')).toHaveValue('(31) 98765-4321');
    await user.click(form().getByRole('checkbox', { name: 'I agree to the terms of use' }));
    await user.click(form().getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Order received')).toBeInTheDocument();
    expect(
      screen.getByText(/Your Premium plan \(Yearly — two months free\) is reserved/),
    ).toBeInTheDocument();
  });

  it('refuses a short message on the contact form, then confirms the message', async () => {
    const user = setup();
    await renderAt(<ContactPage />, '/contact');
    await fill(user, 'Full name', 'Lia Torres');
    await fill(user, 'E-mail', 'lia@example.com');
    await fill(user, 'Message', 'Hello');
    await user.click(form().getByRole('button', { name: 'Send message' }));
    expect(await form().findByText('Write at least 20 characters')).toBeInTheDocument();
    await fill(user, 'Message', ', we would like a demonstration for three sites.');
    await user.click(form().getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByText('Message sent')).toBeInTheDocument());
    expect(
      screen.getByText('Thank you, Lia Torres. We will answer at lia@example.com within two working days.'),
    ).toBeInTheDocument();
  });
});
