/** Every seeded account's password (a demo: the accounts exist only in dev and test databases). */
export declare const DEMO_PASSWORD: 'demo-pass-1';
/** The seeded Buyer behind the Demo Login button. */
export declare const DEMO_LOGIN: { readonly email: 'demo.buyer@carmarket.test'; readonly password: typeof DEMO_PASSWORD };
