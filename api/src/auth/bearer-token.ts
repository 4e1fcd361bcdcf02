/** The token of an `Authorization: Bearer <token>` header; the scheme is case-insensitive, nothing else is accepted. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^bearer +([A-Za-z0-9._~+/=-]+) *$/i.exec(header ?? '');
  return match ? match[1] : null;
}
