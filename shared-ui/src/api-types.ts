// The JSON the API sends and accepts. Field names follow the original client's (docs/architecture.md §5) so the
// wire contract stays recognisable; the API (api/) and every frontend use these shapes.

export type Role = 'User' | 'Buyer' | 'Seller' | 'Admin';
export const ROLES: readonly Role[] = ['User', 'Buyer', 'Seller', 'Admin'];
/** Roles a person may pick at sign-up. Admin is never granted through the API. */
export const SIGNUP_ROLES: readonly Role[] = ['User', 'Buyer', 'Seller'];

export type Condition = 'excellent' | 'good' | 'fair';
export const CONDITIONS: readonly Condition[] = ['excellent', 'good', 'fair'];

export interface Category {
  _id: string;
  category_id: number;
  name: string;
  image: string;
}

/** A car for sale. `phone` and `seller_email` are only sent to the listing's seller and admins. */
export interface Listing {
  _id: string;
  name: string;
  brand: string;
  image: string;
  category_id: number;
  /** Posted date, an ISO date string set by the server. */
  poste_date: string;
  /** Prices in thousands of dollars (k$). */
  original_price: number;
  sale_price: number;
  /** Years used. */
  used: number;
  location: string;
  condition: Condition;
  desc: string;
  sellerName: string;
  /** Mirrors the seller's verification. */
  isVerified: boolean;
  isSold: boolean;
  isPaid: boolean;
  isReported: boolean;
  isAdvertised: boolean;
  phone?: string;
  seller_email?: string;
}

export interface Advertisement {
  _id: string;
  image: string;
  category_id: number;
  name: string;
  desc: string;
}

export interface User {
  _id: string;
  name: string;
  email: string;
  role: Role;
  isVerified: boolean;
}

export interface Order {
  _id: string;
  /** Buyer's name and e-mail (from the verified token). */
  name: string;
  email: string;
  carId: string;
  sellerName: string;
  brand: string;
  carName: string;
  /** k$, copied from the listing by the server. */
  price: number;
  phone: string;
  meetingLocation: string;
  isPaid: boolean;
  createdAt: string;
  /** An unpaid booking lapses at this time and frees the car. */
  expiresAt?: string;
}

/** One booking of the signed-in seller's cars (GET /my_buyers): who booked, where to meet, paid or not. */
export interface SellerOrder {
  /** The order id. */
  _id: string;
  buyerName: string;
  buyerEmail: string;
  phone: string;
  meetingLocation: string;
  carId: string;
  carName: string;
  brand: string;
  /** k$, the listing's sale price at booking. */
  price: number;
  isPaid: boolean;
  createdAt: string;
  /** Unpaid bookings only: when the hold lapses. */
  expiresAt?: string;
}

export interface PaymentRecord {
  _id: string;
  buyerName: string;
  buyerEmail: string;
  orderID: string;
  productID: string;
  productName: string;
  sellerName: string;
  transactionID: string;
  amount: number; // cents
  currency: string;
  createdAt: string;
}

// ---- request bodies ----

export interface RegisterUserBody {
  name: string;
  /** Chosen at sign-up; omitted at login / Google sign-in (then an unknown account becomes Buyer). */
  role?: Role;
}

export interface BookingBody {
  carId: string;
  phone: string;
  meetingLocation: string;
}

export interface AddProductBody {
  name: string;
  brand: string;
  image: string;
  category_id: number;
  original_price: number;
  sale_price: number;
  used: number;
  location: string;
  condition: Condition;
  desc: string;
  phone: string;
}

export interface CreatePaymentIntentBody {
  orderId: string;
}

export interface PaymentIntentResult {
  clientSecret: string;
  paymentIntentId: string;
  /** Cents. */
  amount: number;
  currency: string;
  /** 'sandbox' when the API runs without STRIPE_SECRET_KEY (test mode card form). */
  mode: 'stripe' | 'sandbox';
}

/** Sandbox only: the test-mode card form confirms the intent through the API. */
export interface SandboxConfirmBody {
  paymentIntentId: string;
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Answer of POST /sandbox/confirm (a declined card is a 402 with the card error instead). */
export interface SandboxConfirmResult {
  paymentIntentId: string;
  /** Stripe's PaymentIntent status: 'succeeded' once the card went through. */
  status: string;
}

export interface RecordPaymentBody {
  orderID: string;
  transactionID: string;
}

export interface SubscribeBody {
  email: string;
}

/** Every error response of the API. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string | string[];
  /** Validation errors by field name (400), when the API can attribute them to a field. */
  fields?: Record<string, string[]>;
}

/** Query of GET /category/:id. */
export interface CategoryQuery {
  limit?: number;
  cursor?: string;
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  condition?: Condition;
  available?: boolean;
  sort?: 'newest' | 'price_asc' | 'price_desc';
}
