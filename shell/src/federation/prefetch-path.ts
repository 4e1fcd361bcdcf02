// A route's prefetch template filled with the params of the path that opened it.

/** '/listings/:id' with the ':id' segment of `pathname` for route path 'listing/:id'; null when they do not match. */
export function fillPrefetchPath(template: string, routePath: string, pathname: string): string | null {
  const pattern = routePath.split('/').filter(Boolean);
  const segments = pathname.split('/').filter(Boolean);
  if (pattern.length !== segments.length) return null;
  const params = new Map(
    pattern.flatMap((part, i) => (part.startsWith(':') ? [[part.slice(1), segments[i]] as const] : [])),
  );
  let missing = false;
  const path = template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params.get(name);
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? null : path;
}
