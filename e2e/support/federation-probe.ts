// What the browser actually runs, read from the page: React renderers that registered with the
// DevTools hook, and the module-federation share scope (window.__FEDERATION__.__SHARE__).
import type { BrowserContext, Page } from 'playwright-core';

/** Install before any page script runs: every react-dom copy calls hook.inject once. */
export async function installReactRendererProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const renderers = new Map<number, { rendererPackageName?: string; version?: string }>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: { rendererPackageName?: string; version?: string }) {
          const id = renderers.size + 1;
          renderers.set(id, renderer);
          return id;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        setStrictMode() {},
      },
    });
  });
}

export type RendererInfo = { rendererPackageName?: string; version?: string };

export function reactRenderers(page: Page): Promise<RendererInfo[]> {
  return page.evaluate(() => {
    const hook = (
      window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: { renderers: Map<number, RendererInfo> } }
    ).__REACT_DEVTOOLS_GLOBAL_HOOK__;
    return [...(hook?.renderers.values() ?? [])].map((r) => ({
      rendererPackageName: r.rendererPackageName,
      version: r.version,
    }));
  });
}

export type SharedPackageState = {
  /** Versions registered by any container for this package. */
  versions: string[];
  /** Versions actually loaded (their module factory ran). */
  loadedVersions: string[];
  /** Containers (host, remotes) that consumed the package from the share scope. */
  usedBy: string[];
  /** Containers that registered a copy of the package. */
  providedBy: string[];
};

/** The share scope as the MF 2 runtime keeps it: __SHARE__[instance][scope][package][version]. */
export function sharedPackages(
  page: Page,
  packages: readonly string[],
): Promise<Record<string, SharedPackageState>> {
  return page.evaluate((names) => {
    type Entry = { loaded?: boolean; lib?: unknown; useIn?: string[]; from?: string };
    type ScopeMap = Record<string, Record<string, Record<string, Entry>>>;
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__: Record<string, ScopeMap> } })
      .__FEDERATION__;
    const result: Record<string, SharedPackageState> = {};
    for (const name of names) {
      const versions = new Set<string>();
      const loadedVersions = new Set<string>();
      const usedBy = new Set<string>();
      const providedBy = new Set<string>();
      for (const scopeMap of Object.values(federation?.__SHARE__ ?? {})) {
        for (const scope of Object.values(scopeMap)) {
          for (const [version, entry] of Object.entries(scope[name] ?? {})) {
            versions.add(version);
            if (entry.loaded || entry.lib) loadedVersions.add(version);
            for (const user of entry.useIn ?? []) usedBy.add(user);
            if (entry.from) providedBy.add(entry.from);
          }
        }
      }
      result[name] = {
        versions: [...versions],
        loadedVersions: [...loadedVersions],
        usedBy: [...usedBy].sort(),
        providedBy: [...providedBy].sort(),
      };
    }
    return result;
  }, packages);
}
