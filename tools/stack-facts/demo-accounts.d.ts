export { DEMO_PASSWORD } from './demo-login';

export type DemoAccountKey = 'buyer' | 'seller' | 'newSeller' | 'admin';

export interface DemoAccount {
  readonly email: string;
  readonly name: string;
  readonly role: 'Buyer' | 'Seller' | 'Admin';
  readonly isVerified: boolean;
  /** How `npm start` names the account in its list. */
  readonly label: string;
}

export declare const DEMO_ACCOUNTS: Readonly<Record<DemoAccountKey, DemoAccount>>;
