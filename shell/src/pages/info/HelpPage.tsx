import { Link } from 'react-router-dom';
import { InfoPage } from './InfoPage';

/** `/help`: how buying on CarMarket works, from booking to refunds, and where the account's tools are. */
export function HelpPage() {
  return (
    <InfoPage path="/help" title="Help" lead="How booking, paying and refunds work, and how to manage your account.">
      <h2>Booking a car</h2>
      <p>
        Open a car and choose <strong>Book now</strong>. You give a phone number and a place to meet the seller; the car
        is then held for you for 48 hours and nobody else can book it. The seller sees your booking under My Buyers and
        gets your phone number and meeting place — nobody else does.
      </p>
      <p>
        Changed your mind? Cancel an unpaid booking from My Orders and the car is for sale again at once. A seller can
        also decline a booking, with a reason you will read. A booking that is not paid within its hold lapses by
        itself.
      </p>
      <h2>Paying</h2>
      <p>
        Pay from My Orders with a card. The payment goes through Stripe, our payment provider: CarMarket never sees or
        keeps your card number. Once paid, the car is yours to collect; meet the seller where you agreed.
      </p>
      <h2>Offers and prices</h2>
      <p>
        Prices are the seller's asking price, shown with a deal rating against similar cars. To talk about the price or
        the car, use <strong>Ask the seller</strong> on the car's page: your conversation stays in Messages.
      </p>
      <h2>Refunds</h2>
      <p>
        If a payment arrives for a booking that no longer holds the car (it lapsed, was cancelled or declined), the
        payment is refunded to your card automatically and you are told. For a problem with the car itself, write to the
        seller in Messages first; report a listing that is wrong or a scam from its page.
      </p>
      <h2>Your account</h2>
      <ul>
        <li>
          <strong>Forgot your password?</strong> Use “Forgot password?” on the <Link to="/login">login page</Link>: we
          e-mail you a link to set a new one.
        </li>
        <li>
          <strong>Name, phone and password</strong>: change them in Settings. Your name is what sellers and buyers see
          in messages, orders and reviews; your phone only fills in booking forms for you.
        </li>
        <li>
          <strong>Your data</strong>: Settings → “Download my data” gives you everything we hold about you as a file;
          “Delete my account” closes it. See <Link to="/privacy">Privacy</Link> for what happens to what.
        </li>
      </ul>
      <h2>Staying safe</h2>
      <p>
        Meet in public, check the car and its papers, and never pay outside CarMarket. Read our{' '}
        <Link to="/safety">safety tips</Link>, our <Link to="/terms">Terms</Link> and our{' '}
        <Link to="/privacy">Privacy policy</Link>.
      </p>
    </InfoPage>
  );
}
