import { render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import * as antd from 'antd';
import * as facade from '../antd-facade';
import { lazyPart } from '../lazy-part';

const facadeExports = facade as unknown as Record<string, unknown>;
const antdExports = antd as unknown as Record<string, unknown>;

describe('antd facade (the shared `antd` singleton)', () => {
  it('offers every export antd has, so `import … from "antd"` never comes back undefined', () => {
    const missing = Object.keys(antdExports).filter((name) => !(name in facadeExports));
    expect(missing).toEqual([]);
  });

  it('hands out the core itself, statics included (Grid.useBreakpoint, App.useApp)', () => {
    expect(facade.ConfigProvider).toBe(antd.ConfigProvider);
    expect(facade.Grid.useBreakpoint).toBe(antd.Grid.useBreakpoint);
    expect(facade.App.useApp).toBe(antd.App.useApp);
    expect(facade.theme).toBe(antd.theme);
  });

  it('shows App.useApp() messages and confirms once their holders have loaded, with antd’s markup', async () => {
    function Actions() {
      const { message, modal } = facade.App.useApp();
      return (
        <>
          <button type="button" onClick={() => void message.success('Saved')}>
            {'save'}
          </button>
          <button type="button" onClick={() => modal.confirm({ title: 'Leave this page?' })}>
            {'leave'}
          </button>
        </>
      );
    }
    const { container } = render(
      <facade.App className="outer">
        <Actions />
      </facade.App>,
    );
    expect(container.firstChild).toHaveClass('ant-app', 'outer');
    screen.getByRole('button', { name: 'save' }).click();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    screen.getByRole('button', { name: 'leave' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(dialog.closest('.ant-modal-confirm')).not.toBeNull();
    // The page itself was not remounted when the holders arrived.
    expect(screen.getByRole('button', { name: 'save' })).toBeInTheDocument();
  });

  it('runs static calls (Modal.confirm, message.info) once their module has loaded', async () => {
    facade.Modal.confirm({ title: 'Discard the draft?' });
    expect(await screen.findByRole('dialog', { name: 'Discard the draft?' })).toBeInTheDocument();
    facade.Modal.destroyAll();
  });

  it('suspends a form’s page until Form has loaded, then Form.useForm and Form.useWatch are antd’s', async () => {
    function NameForm() {
      const [form] = facade.Form.useForm<{ name: string }>();
      const name = facade.Form.useWatch('name', form);
      return (
        <facade.Form form={form} initialValues={{ name: 'Ana' }}>
          <facade.Form.Item label="Name" name="name">
            <facade.Input />
          </facade.Form.Item>
          <output>{`hello ${name ?? ''}`}</output>
        </facade.Form>
      );
    }
    // Rendered as in a browser, outside act: React retries the suspended page itself when the
    // module arrives (an act scope would wait for it and hide the fallback).
    const container = document.body.appendChild(document.createElement('div'));
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    const root = createRoot(container);
    try {
      root.render(
        <Suspense fallback={<p>{'loading'}</p>}>
          <NameForm />
        </Suspense>,
      );
      expect(await screen.findByText('loading')).toBeInTheDocument();
      expect(await screen.findByLabelText('Name')).toHaveValue('Ana');
      expect(await screen.findByText('hello Ana')).toBeInTheDocument();
      expect(container.querySelector('.ant-form-item')).not.toBeNull();
    } finally {
      root.unmount();
      container.remove();
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('renders a lazy component once its code has loaded, with the props it was given', async () => {
    render(<facade.Tag color="green">{'active'}</facade.Tag>);
    const tag = await screen.findByText('active');
    expect(tag.closest('.ant-tag')).toHaveClass('ant-tag-green');
  });

  it('keeps the wrapped content visible while a wrapper such as Tooltip loads', () => {
    render(
      <facade.Tooltip title="details">
        <button type="button">{'hover me'}</button>
      </facade.Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'hover me' })).toBeInTheDocument();
  });

  it('keeps paragraphs apart and a title a heading while Typography loads', () => {
    // Code that never arrives: what a person sees on a slow first visit.
    const pending = () => new Promise<never>(() => undefined);
    const Paragraph = lazyPart(pending, 'Typography.Paragraph', true);
    const Title = lazyPart(pending, 'Typography.Title', true);
    const Text = lazyPart(pending, 'Typography.Text', true);
    const { container } = render(
      <section>
        <Title level={2}>{'Evidence'}</Title>
        <Paragraph>{'The file is checked on arrival.'}</Paragraph>
        <Paragraph>{'Nothing attached yet.'}</Paragraph>
        <Text>{'inline'}</Text>
      </section>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Evidence' })).toBeInTheDocument();
    const blocks = container.querySelectorAll('section > div');
    expect([...blocks].map((b) => b.textContent)).toEqual([
      'The file is checked on arrival.',
      'Nothing attached yet.',
    ]);
    // Text is inline: no element of its own.
    expect(container.querySelector('section')?.lastChild?.nodeType).toBe(Node.TEXT_NODE);
  });

  it('draws a part whose code cannot be fetched (offline) as its fallback, and fetches again on its next render', async () => {
    let online = false;
    // What a part's code gives once fetched: a component drawing its children in `tag`.
    const loadAs = (tag: 'strong' | 'span', role?: string) => () =>
      online
        ? Promise.resolve(({ children }: { children?: ReactNode }) => {
            const Tag = tag;
            return <Tag role={role}>{children}</Tag>;
          })
        : Promise.reject(new Error('Loading chunk 1164 failed.'));
    const Alert = lazyPart(loadAs('strong', 'alert'), 'Alert');
    const Tooltip = lazyPart(loadAs('span'), 'Tooltip', true);
    const page = (n: number) => (
      <main>
        <h1>{`Edit interaction ${n}`}</h1>
        <Alert>{'Could not reach the server'}</Alert>
        <Tooltip>
          <button type="button">{'Save'}</button>
        </Tooltip>
      </main>
    );
    const { rerender } = render(page(1));
    await screen.findByRole('button', { name: 'Save' });
    // The page stays; the alert is missing, the wrapped button is there.
    expect(screen.getByRole('heading', { name: 'Edit interaction 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    online = true;
    rerender(page(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server');
    expect(screen.getByRole('heading', { name: 'Edit interaction 2' })).toBeInTheDocument();
  });

  it('renders lazy sub-components (Select with its options) as antd does', async () => {
    render(
      <facade.Select
        aria-label="Language"
        value="pt-BR"
        options={[{ value: 'pt-BR', label: 'Português' }]}
      />,
    );
    expect(await screen.findByText('Português')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('copies string constants of lazy components', () => {
    expect(facade.Table.SELECTION_ALL).toBe(antd.Table.SELECTION_ALL);
    expect(facade.TreeSelect.SHOW_PARENT).toBe(antd.TreeSelect.SHOW_PARENT);
    expect((facade.Switch as unknown as Record<string, unknown>).__ANT_SWITCH).toBe(true);
  });

  it('reads values antd makes at load time (Upload.LIST_IGNORE) from the loaded module', async () => {
    render(<facade.Upload>{'pick a file'}</facade.Upload>);
    await screen.findByText('pick a file');
    expect(facade.Upload.LIST_IGNORE).toBe(antd.Upload.LIST_IGNORE);
  });

  it('explains a non-component static used before its component loaded, and serves it afterwards', async () => {
    expect(() => facade.Tree.useTree).toThrow(/Tree.useTree was used before its code loaded/);
    render(<facade.Tree treeData={[{ key: 'root', title: 'Root' }]} />);
    await screen.findByText('Root');
    expect(facade.Tree.useTree).toBe(antd.Tree.useTree);
  });
});
