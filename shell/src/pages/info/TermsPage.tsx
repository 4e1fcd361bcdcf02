import { Link } from 'react-router-dom';
import { InfoPage } from './InfoPage';

/** `/terms`: the rules of using CarMarket, in plain words. */
export function TermsPage() {
  return (
    <InfoPage path="/terms" title="Terms of use" lead="The rules for everyone who buys or sells on CarMarket.">
      <h2>Your account</h2>
      <p>
        You must give true details, keep your password to yourself and use one account. You are responsible for what is
        done with your account. You may close it at any time from Settings.
      </p>
      <h2>Selling</h2>
      <p>
        Sellers list cars they own or may sell, describe them honestly (price, mileage, condition, VIN) and keep
        listings up to date. Sellers are verified by our team before their listings carry the verified tick.
      </p>
      <h2>Buying</h2>
      <p>
        A booking holds a car for 48 hours; pay on CarMarket to complete it. Payments are taken by our payment provider,
        Stripe. A payment for a booking that no longer holds its car is refunded.
      </p>
      <h2>What is not allowed</h2>
      <ul>
        <li>Scams, false listings, or asking to be paid outside CarMarket.</li>
        <li>Harassing, offensive or discriminatory messages or reviews.</li>
        <li>Holding cars with bookings you do not mean to pay, or creating accounts to get around limits.</li>
      </ul>
      <p>
        We may remove listings, reviews or messages that break these rules and close accounts that do. An account we
        close cannot be opened again with the same address.
      </p>
      <h2>Our part</h2>
      <p>
        CarMarket brings buyers and sellers together and takes the payment; the car itself is sold by its seller. Check
        the car before you pay (see <Link to="/safety">Safety tips</Link>). Our{' '}
        <Link to="/privacy">Privacy policy</Link> explains what we do with your data.
      </p>
    </InfoPage>
  );
}
