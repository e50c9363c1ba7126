// The facade's `App`: antd's App (same root element, class and styles, same `App.useApp()` context)
// whose message, notification and modal holders are fetched on the first call instead of with every
// page. The context value is stable: a call made before the holders arrive waits for them.
// antd's own App is antd/es/app/App.js; this mirrors it (docs/decisions/0010-front-end-weight.md).
import {
  createElement,
  forwardRef,
  Fragment,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { clsx } from 'clsx';
import AppContext, { AppConfigContext } from 'antd/es/app/context';
import useStyle from 'antd/es/app/style';
import useApp from 'antd/es/app/useApp';
import { useComponentConfig } from 'antd/es/config-provider/context';
import type { AppProps } from 'antd/es/app/App';
import type { AppApis, HolderConfig } from './app-holders';
import { pendingHandle } from './lazy-part';

const AppHolders = lazy(() => import('./app-holders'));

type Call = { api: keyof AppApis; method: string; args: unknown[]; settle: (result: unknown) => void };

/** An API object whose every method forwards to the loaded holders' API, or queues until then. */
function deferredApi(
  api: keyof AppApis,
  real: { current: AppApis | undefined },
  enqueue: (call: Call) => void,
): Record<string, unknown> {
  return new Proxy(
    {},
    {
      get: (_target, method) => {
        if (typeof method !== 'string') return undefined;
        if (real.current) return (real.current[api] as unknown as Record<string, unknown>)[method];
        return (...args: unknown[]) => {
          let settle: (result: unknown) => void = () => undefined;
          const result = new Promise<unknown>((resolve) => {
            settle = resolve;
          });
          enqueue({ api, method, args, settle });
          return pendingHandle(result);
        };
      },
    },
  );
}

type LightAppProps = AppProps & { children?: ReactNode; style?: CSSProperties };

const LightApp = forwardRef<HTMLElement, LightAppProps>((props, ref) => {
  const {
    prefixCls: customizePrefixCls,
    children,
    className,
    rootClassName,
    message,
    notification,
    style,
    component = 'div',
  } = props;
  const {
    direction,
    getPrefixCls,
    className: contextClassName,
    style: contextStyle,
  } = useComponentConfig('app');
  const prefixCls = getPrefixCls('app', customizePrefixCls);
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const customClassName = clsx(hashId, prefixCls, className, rootClassName, cssVarCls, {
    [`${prefixCls}-rtl`]: direction === 'rtl',
  });
  const appConfig = useContext(AppConfigContext);
  const mergedAppConfig: HolderConfig = useMemo(
    () => ({
      message: { ...appConfig.message, ...message },
      notification: { ...appConfig.notification, ...notification },
    }),
    [message, notification, appConfig.message, appConfig.notification],
  );

  const real = useRef<AppApis | undefined>(undefined);
  const queue = useRef<Call[]>([]);
  const [wanted, setWanted] = useState(false);
  const contextValue = useMemo(() => {
    const enqueue = (call: Call) => {
      queue.current.push(call);
      setWanted(true);
    };
    return {
      message: deferredApi('message', real, enqueue),
      notification: deferredApi('notification', real, enqueue),
      modal: deferredApi('modal', real, enqueue),
    } as unknown as AppApis;
  }, []);
  const onReady = useCallback((apis: AppApis) => {
    real.current = apis;
    for (const call of queue.current.splice(0)) {
      const fn = (apis[call.api] as unknown as Record<string, (...a: unknown[]) => unknown>)[call.method];
      call.settle(fn(...call.args));
    }
  }, []);

  const Component = component === false ? Fragment : component;
  const rootProps =
    component === false
      ? undefined
      : { className: clsx(contextClassName, customClassName), style: { ...contextStyle, ...style }, ref };
  // The holders take the first child slot, so mounting them never remounts the page.
  const holders = wanted
    ? createElement(
        Suspense,
        { fallback: null },
        createElement(AppHolders, { config: mergedAppConfig, onReady }),
      )
    : null;
  return createElement(
    AppContext.Provider,
    { value: contextValue },
    createElement(
      AppConfigContext.Provider,
      { value: mergedAppConfig },
      createElement(Component, rootProps, holders, children),
    ),
  );
});
LightApp.displayName = 'App';

/** antd's `App`, with `App.useApp()`. */
export const App = Object.assign(LightApp, { useApp });
