// The one CSS-in-JS API of every app: styled-components' authoring model (styled.tag`...`,
// styled(Component)`...`, css, keyframes, createGlobalStyle, ThemeProvider, useTheme, `$`-props
// that never reach the DOM, `as`) on goober (~1.3 KB gzip instead of styled-components' 13 KB with
// stylis; decision 0031). Apps import it from '@carmarket/shared-ui'; the build refuses a direct
// import of either library (tools/build-config/webpack/federation.js).
import {
  createContext,
  createElement,
  useContext,
  useInsertionEffect,
  type ComponentPropsWithRef,
  type ElementType,
  type JSX,
  type ReactNode,
} from 'react';
import { css as gooberCss } from 'goober';
import { flushRules, ruleTarget } from './rule-sheet';
import { theme as appTheme, type Theme } from './theme';

export type { Theme };

const ThemeContext = createContext<Theme>(appTheme);

/** The theme every styled rule reads as `theme`. */
export function ThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  return <ThemeContext.Provider value={theme}>{children}</ThemeContext.Provider>;
}

export const useTheme = (): Theme => useContext(ThemeContext);

/** `$`-prefixed props style a component and are never passed on (as styled-components does). */
function withoutTransientProps(props: object): void {
  for (const key in props) if (key[0] === '$') delete (props as Record<string, unknown>)[key];
}

/** goober's css() on a rule string, into the app's sheet (rule-sheet.ts): `o` before the rules there, `g` a global rule, `k` keyframes. */
const addRules = (rules: string, flags: { o?: boolean; g?: 1; k?: 1 }): string =>
  gooberCss.call({ ...flags, target: ruleTarget } as never, rules) as string;

// ---- rules: template literals resolved against the props, as one CSS string ----

export interface ThemeProps {
  theme: Theme;
}

/** What a template may interpolate: text, a rule set (css``), a keyframes name, or a function of the props. */
export type Interpolation<P> =
  | string
  | number
  | false
  | null
  | undefined
  | RuleSet<P>
  | readonly Interpolation<P>[]
  | ((props: P & ThemeProps) => Interpolation<P>);

/** A css`` fragment: resolved with the props of the component that interpolates it. */
export type RuleSet<P = object> = ((props: P & ThemeProps) => string) & { readonly ruleSet: true };

function resolve(value: unknown, props: object): string {
  if (value == null || typeof value === 'boolean') return '';
  if (typeof value === 'function') return resolve(value(props), props);
  if (Array.isArray(value)) return value.map((item) => resolve(item, props)).join('');
  return String(value);
}

function rules<P>(
  strings: TemplateStringsArray,
  interpolations: readonly Interpolation<P>[],
): (props: P & ThemeProps) => string {
  return (props) =>
    strings.reduce(
      (out, text, i) => out + text + (i < interpolations.length ? resolve(interpolations[i], props) : ''),
      '',
    );
}

/**
 * goober's parser needs every declaration closed by ';' and drops runs of spaces; stylis (under
 * styled-components) accepts `color: red }` and keeps `0 auto`. Comments out, whitespace single,
 * the last declaration of each block closed.
 */
export function normalizeCss(css: string): string {
  let normalized = normalizedCss.get(css);
  if (normalized === undefined) {
    normalized = normalize(css);
    // Bounded: rules made from free values (a width in px) must not grow it for ever.
    if (normalizedCss.size >= NORMALIZED_CSS_LIMIT) normalizedCss.clear();
    normalizedCss.set(css, normalized);
  }
  return normalized;
}

// Every render of a styled component resolves its rules to a string; the same strings come back
// render after render, so the three passes of normalize() run once per distinct string.
const NORMALIZED_CSS_LIMIT = 2000;
const normalizedCss = new Map<string, string>();

function normalize(css: string): string {
  const flat = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.replace(/([^;{}\s])\s*}/g, '$1;}').replace(/([^;{}\s])$/, '$1;');
}

export function css<P = object>(strings: TemplateStringsArray, ...interpolations: Interpolation<P>[]): RuleSet<P> {
  const resolved = rules(strings, interpolations);
  return Object.assign((props: P & ThemeProps) => resolved(props), { ruleSet: true as const });
}

/** An animation's name, its @keyframes rule added to the page's style sheet. */
export function keyframes(strings: TemplateStringsArray, ...interpolations: (string | number)[]): string {
  return addRules(normalizeCss(rules(strings, interpolations)({ theme: appTheme })), { k: 1 });
}

/** Document-wide rules, added while it is rendered (it renders nothing itself). */
export function createGlobalStyle(strings: TemplateStringsArray, ...interpolations: Interpolation<object>[]) {
  const resolved = rules(strings, interpolations);
  return function GlobalRules(props: object) {
    // goober keeps one global rule set, replaced when it changes (as its createGlobalStyles does).
    addRules(normalizeCss(resolved({ theme: useTheme(), ...props })), { g: 1 });
    useInsertionEffect(flushRules);
    return null;
  };
}

// ---- styled ----

declare const PROPS: unique symbol;
const STYLED = Symbol.for('carmarket.styled');

type Tag = keyof JSX.IntrinsicElements | ElementType;
type PropsOf<T extends Tag> = T extends StyledComponent<infer P> ? P : ComponentPropsWithRef<T>;

/** A styled component: its own props, `as` to render another element, and `className`. */
export interface StyledComponent<P> {
  <As extends ElementType = never>(
    props: P & { as?: As; className?: string } & ([As] extends [never] ? object : Partial<ComponentPropsWithRef<As>>),
  ): ReactNode;
  readonly [PROPS]?: P;
}

type Template<Base> = <P extends object = object>(
  strings: TemplateStringsArray,
  ...interpolations: Interpolation<Base & P>[]
) => StyledComponent<Base & P>;

const isStyled = (tag: unknown): boolean => typeof tag === 'function' && STYLED in tag;

// A component that is not one of ours gets the props without the `$` ones (goober only filters
// them for HTML elements); one of ours gets them all, as its own rules may read them.
const plainTargets = new WeakMap<object, ElementType>();
function targetFor(tag: Tag): ElementType {
  if (typeof tag === 'string' || isStyled(tag)) return tag as ElementType;
  let target = plainTargets.get(tag as object);
  if (!target) {
    const Component = tag as ElementType;
    target = (props: Record<string, unknown>) => {
      const forwarded = { ...props };
      withoutTransientProps(forwarded);
      return createElement(Component, forwarded);
    };
    plainTargets.set(Component as object, target);
  }
  return target;
}

// goober's own styled() hands every render of every styled element to goober's css() (hash,
// look-up, a search of the whole sheet). Each distinct rule string goes through it once and its
// class is remembered, so a render of rules seen before costs one map look-up. goober still adds
// each rule once, where it did (first seen inside an extension: before the rules already there, so
// the extension's own rules win).
const CLASS_NAMES_LIMIT = 2000;
const classNames = new Map<string, string>();

function classNameFor(resolvedRules: string, insideExtension: boolean): string {
  let name = classNames.get(resolvedRules);
  if (name === undefined) {
    name = addRules(normalizeCss(resolvedRules), { o: insideExtension });
    // Bounded like normalizedCss: a forgotten class only goes through goober once more.
    if (classNames.size >= CLASS_NAMES_LIMIT) classNames.clear();
    classNames.set(resolvedRules, name);
  }
  return name;
}

/** goober's styled() (its render function), with the class from classNameFor. */
function styledTag<T extends Tag>(tag: T): Template<PropsOf<T>> {
  const target = targetFor(tag);
  return ((strings: TemplateStringsArray, ...interpolations: Interpolation<object>[]) => {
    const resolved = rules(strings, interpolations);
    function Styled(props: Record<string, unknown>) {
      const own: Record<string, unknown> = { ...props };
      const given = own.className as string | undefined;
      // A class of goober's among the given ones: rendered by an extension of this component.
      const className = classNameFor(resolved({ theme: useTheme(), ...own } as ThemeProps), /go\d/.test(given ?? ''));
      own.className = given ? `${className} ${given}` : className;
      useInsertionEffect(flushRules, [className]);
      let element: ElementType = target;
      // `as` replaces an element; a component (another styled one) receives it.
      if (typeof target === 'string') {
        element = (own.as as ElementType | undefined) ?? target;
        delete own.as;
      }
      if (typeof element === 'string') withoutTransientProps(own);
      return createElement(element, own);
    }
    return Object.assign(Styled, { [STYLED]: true });
  }) as unknown as Template<PropsOf<T>>;
}

type Styled = (<T extends Tag>(tag: T) => Template<PropsOf<T>>) & {
  [K in keyof JSX.IntrinsicElements]: Template<JSX.IntrinsicElements[K]>;
};

/** styled.div`...` and styled(Component)`...`, as in styled-components. */
export const styled = new Proxy(styledTag, {
  get: (target, key) =>
    typeof key === 'string' && !(key in target)
      ? styledTag(key as keyof JSX.IntrinsicElements)
      : Reflect.get(target, key),
}) as unknown as Styled;
