// Building blocks of the antd facade: a component whose code is fetched on first render.
import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

type Loader<T> = () => Promise<T>;

const loaded = new WeakMap<Loader<unknown>, unknown>();

function track<T>(load: Loader<T>): Loader<T> {
  return () =>
    load().then((value) => {
      loaded.set(load, value);
      return value;
    });
}

/**
 * A component that renders `load()`'s component once fetched; until then nothing, or its own
 * children when `childrenFallback` (wrappers such as Tooltip keep showing what they wrap).
 */
// Props are unknown here: each facade export is typed as the antd component it stands for.
type PartProps = { children?: ReactNode; className?: string; style?: object; level?: number };

/**
 * The element a text part renders as, drawn around its children while its code loads: a paragraph
 * stays a block of its own (two paragraphs side by side otherwise read as one run-on sentence,
 * "…geprüft.Noch keine…") and a title stays a heading of its level for screen readers and axe.
 */
const placeholderTags: Record<string, (props: PartProps) => string> = {
  'Typography.Paragraph': () => 'div',
  'Typography.Title': ({ level }) => `h${level ?? 1}`,
};

/** A children fallback: the children as they are, inside their element where the part has one. */
const fallbackOf = (label: string, props: PartProps): ReactNode => {
  const tag = placeholderTags[label]?.(props);
  if (!tag) return props.children ?? null;
  return createElement(tag, { className: props.className, style: props.style }, props.children);
};

export function lazyPart(
  load: Loader<unknown>,
  label: string,
  childrenFallback = false,
): ComponentType<PartProps> {
  const tracked = track(load);
  const fallback = (props: PartProps) => (childrenFallback ? fallbackOf(label, props) : null);
  // A part first drawn without a connection (a save that fails in the field shows an Alert) cannot
  // fetch its code. It then draws its fallback instead of throwing to the nearest error boundary,
  // whose page would need code too and blank the app; its next render fetches again.
  function Unavailable(props: PartProps) {
    return fallback(props);
  }
  const lazyOnce = () =>
    lazy<ComponentType<PartProps>>(() =>
      tracked().then(
        (component) => ({ default: component as ComponentType<PartProps> }),
        () => {
          Lazy = lazyOnce();
          return { default: Unavailable };
        },
      ),
    );
  let Lazy = lazyOnce();
  function LazyPart(props: PartProps) {
    return createElement(Suspense, { fallback: fallback(props) }, createElement(Lazy, props));
  }
  LazyPart.displayName = `Lazy(${label})`;
  return LazyPart;
}

/**
 * Reads a module inside render: the module itself once loaded, otherwise it suspends the caller until
 * it arrives (the nearest Suspense boundary shows its fallback; a remote page's is the host's page
 * spinner). For parts whose static hooks must return a real value on their first render
 * (`Form.useForm`, `Form.useWatch`), which a `lazyPart` cannot offer. It throws the pending promise
 * (as react-i18next's `useTranslation` does) rather than calling React `use`: these hooks run after the
 * caller's own hooks, and React's replay of a component suspended by `use` then fails on the hooks that
 * never mounted (React error 467, seen in the e2e edit flow); a thrown promise re-renders the caller
 * from scratch. A failed fetch throws to the error boundary and the next render tries again.
 */
export function suspendingModule<M>(load: Loader<M>): () => M {
  let state: { value: M } | undefined;
  let failure: { error: unknown } | undefined;
  let pending: Promise<void> | undefined;
  return () => {
    if (state) return state.value;
    if (failure) {
      const { error } = failure;
      failure = undefined;
      pending = undefined;
      throw error;
    }
    pending ??= load().then(
      (value) => {
        state = { value };
      },
      (error: unknown) => {
        failure = { error };
      },
    );
    throw pending;
  };
}

/** A component of a suspending module (`Form`, `Form.Item`): renders it, suspending until loaded. */
export function suspendingPart<M>(
  read: () => M,
  pick: (module: M) => unknown,
  label: string,
): ComponentType<PartProps> {
  function SuspendingPart(props: PartProps) {
    return createElement(pick(read()) as ComponentType<PartProps>, props);
  }
  SuspendingPart.displayName = `Suspending(${label})`;
  return SuspendingPart;
}

/** A hook of a suspending module: suspends its caller until loaded, then is the real hook. */
export function suspendingHook<M>(
  read: () => M,
  pick: (module: M) => (...args: never[]) => unknown,
): (...args: never[]) => unknown {
  return (...args) => pick(read())(...args);
}

/** A non-component static (a hook, a sentinel); only usable once its part has loaded. */
export function lazyValue<M, V>(load: Loader<M>, pick: (module: M) => V, label: string): V {
  if (!loaded.has(load as Loader<unknown>)) {
    void track(load)();
    throw new Error(
      `antd ${label} was used before its code loaded; render the component first or call preloadAntd().`,
    );
  }
  return pick(loaded.get(load as Loader<unknown>) as M);
}

/** Attaches statics (sub-components, constants, getters) without running the getters. */
export function withStatics<C extends object, S extends object>(component: C, statics: S): C & S {
  return Object.defineProperties(component, Object.getOwnPropertyDescriptors(statics)) as C & S;
}

/**
 * What a deferred call returns before the real result exists: antd's message/notification calls
 * give a close function that is also a thenable, modal calls give { destroy, update }.
 */
export function pendingHandle(result: Promise<unknown>): unknown {
  const forward =
    (name: string) =>
    (...args: unknown[]) =>
      void result.then((r) =>
        (r as Record<string, ((...a: unknown[]) => void) | undefined> | undefined)?.[name]?.(...args),
      );
  const close = () => void result.then((r) => typeof r === 'function' && (r as () => void)());
  return Object.assign(close, {
    destroy: forward('destroy'),
    update: forward('update'),
    then: (resolve?: (value: unknown) => unknown, reject?: (error: unknown) => unknown) =>
      result.then((r) =>
        r && typeof (r as PromiseLike<unknown>).then === 'function'
          ? (r as PromiseLike<unknown>).then(resolve, reject)
          : resolve?.(r),
      ),
  });
}

/** A static call (`Modal.confirm`, `message.success`) that fetches its module, then runs. */
export function deferredCall(load: Loader<unknown>, name: string): (...args: unknown[]) => unknown {
  const tracked = track(load);
  return (...args: unknown[]) =>
    pendingHandle(
      tracked().then((module) => (module as Record<string, (...a: unknown[]) => unknown>)[name](...args)),
    );
}

/**
 * How the facade table describes a static of a lazy component: `'p'` a sub-component (a lazy part),
 * `'v'` a value read from the loaded module (a hook, a made-at-load constant), `'c'` a deferred call
 * (`Modal.confirm`), `[value]` a constant copied as is.
 */
export type StaticSpec = Record<string, 'p' | 'v' | 'c' | [string | number | boolean]>;

/** A lazy component with its statics, from one row of the facade table (generate-facade.cjs). */
export function lazyComponent(
  load: Loader<unknown>,
  label: string,
  statics: StaticSpec = {},
  childrenFallback = false,
): ComponentType<PartProps> {
  const descriptors: PropertyDescriptorMap = {};
  const module = load as Loader<Record<string, unknown>>;
  for (const [name, kind] of Object.entries(statics)) {
    const at = `${label}.${name}`;
    descriptors[name] =
      kind === 'p'
        ? { value: lazyPart(() => module().then((c) => c[name]), at, childrenFallback), enumerable: true }
        : kind === 'c'
          ? { value: deferredCall(load, name), enumerable: true }
          : kind === 'v'
            ? { get: () => lazyValue(module, (c) => c[name], at), enumerable: true }
            : { value: kind[0], enumerable: true };
  }
  return Object.defineProperties(lazyPart(load, label, childrenFallback), descriptors);
}
