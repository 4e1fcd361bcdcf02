/** Every seeded account's password (a demo: the accounts exist only in dev and test databases). */
export declare const DEMO_PASSWORD: string;
/** The seeded Buyer behind the Demo Login button. */
export declare const DEMO_LOGIN: { readonly email: string; readonly password: string };
