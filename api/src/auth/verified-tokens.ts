import type { DecodedIdToken } from 'firebase-admin/auth';

const MAX_ENTRIES = 10_000;

/**
 * Tokens that passed signature, audience and expiry checks, kept until they expire: checking one
 * again could only give the same answer, so a repeat costs a Map look-up instead of a signature
 * check (and, with the Auth emulator, an HTTP call). Never for calls that ask about revocation
 * (@CheckRevoked), whose answer can change at any time. The oldest entries go first when full.
 */
export class VerifiedTokens {
  private readonly tokens = new Map<string, DecodedIdToken>();

  constructor(private readonly now: () => number = Date.now) {}

  get(token: string): DecodedIdToken | undefined {
    const decoded = this.tokens.get(token);
    if (decoded && decoded.exp * 1000 > this.now()) return decoded;
    if (decoded) this.tokens.delete(token);
    return undefined;
  }

  remember(token: string, decoded: DecodedIdToken): void {
    if (decoded.exp * 1000 <= this.now()) return;
    if (this.tokens.size >= MAX_ENTRIES) this.tokens.delete(this.tokens.keys().next().value!);
    this.tokens.set(token, decoded);
  }
}
