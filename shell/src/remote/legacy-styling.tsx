// A remote released before decision 0031 styles itself with its own styled-components, which it
// still offers as a shared module, and reads the theme from styled-components' ThemeProvider,
// which the shell no longer renders. When a container offers styled-components, the shell takes
// that copy (the one its code will use) and renders its ThemeProvider around every remote's screen.
import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { theme, type Theme } from '@carmarket/shared-ui';

type ThemeProviderType = ComponentType<{ theme: Theme; children?: ReactNode }>;
interface SharedVersion {
  get: () => (() => unknown) | Promise<() => unknown>;
}

let Provider: ThemeProviderType | null = null;
const listeners = new Set<() => void>();

function provide(module: unknown): void {
  const candidate = (module as { ThemeProvider?: ThemeProviderType } | undefined)?.ThemeProvider;
  if (Provider || !candidate) return;
  Provider = candidate;
  listeners.forEach((listener) => listener());
}

const newestFirst = (a: string, b: string) => b.localeCompare(a, 'en', { numeric: true });

/** Watches every container the page initialises for a shared styled-components. */
export function legacyStylingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'carmarket-legacy-styling',
    async initContainer(args) {
      const versions = args.shareScope['styled-components'] as Record<string, SharedVersion> | undefined;
      // Singletons resolve to the newest version offered: the copy every legacy remote will use.
      const newest = versions && Object.keys(versions).sort(newestFirst)[0];
      if (newest && !Provider) provide((await versions[newest].get())());
      return args;
    },
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The app theme through a legacy remote's styled-components, once one is on the page. */
export function LegacyTheme({ children }: { children: ReactNode }) {
  const Legacy = useSyncExternalStore(subscribe, () => Provider);
  return Legacy ? <Legacy theme={theme}>{children}</Legacy> : children;
}
