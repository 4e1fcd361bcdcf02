import { Link } from 'react-router-dom';
import { InfoPage } from './InfoPage';

/** `/privacy`: what is stored, why, for how long, and how to take it or delete it. */
export function PrivacyPage() {
  return (
    <InfoPage
      path="/privacy"
      title="Privacy"
      lead="What we store about you, why, for how long, and how you take it or delete it."
    >
      <h2>What we store, and why</h2>
      <ul>
        <li>
          <strong>Your account</strong>: name, e-mail address, role, and the phone number if you give one — to sign you
          in and to show your name to the people you deal with. Your phone only fills in your booking forms.
        </li>
        <li>
          <strong>Listings</strong> you add, with their photos, contact phone and price history — to show them to
          buyers.
        </li>
        <li>
          <strong>Bookings and orders</strong>: the car, the price, your phone and meeting place — so the seller can
          meet you.
        </li>
        <li>
          <strong>Payments and refunds</strong>: amount, date and the payment provider's reference. Card numbers are
          handled by Stripe and never reach us.
        </li>
        <li>
          <strong>Messages</strong>, <strong>reviews</strong>, <strong>reports</strong>, <strong>saved searches</strong>
          , your <strong>wish list</strong>, <strong>notifications</strong> and <strong>e-mail settings</strong> —
          because they are what you asked the site to keep.
        </li>
        <li>
          A <strong>hashed network address</strong> at sign-up and short-lived request counters — to stop abuse.
        </li>
      </ul>
      <h2>For how long</h2>
      <ul>
        <li>Everything above stays while your account is open.</li>
        <li>Request counters expire within an hour.</li>
        <li>
          When you delete your account: your saved searches, wish list, notifications and settings are deleted; your
          listings leave the market; messages you wrote stay readable to the person you wrote to, and your reviews stay,
          both shown as “Deleted user”; paid orders and payment records are kept for as long as accounting law requires,
          without your name, e-mail or phone.
        </li>
      </ul>
      <h2>Take your data, or delete it</h2>
      <p>
        Signed in, open Settings. <strong>Download my data</strong> gives you a file (JSON) with everything we hold
        about you. <strong>Delete my account</strong> closes it as described above; you confirm with your password (or
        by signing in with Google again), and we e-mail you a confirmation.
      </p>
      <h2>Who else sees it</h2>
      <p>
        The other party of a booking sees your name, phone and meeting place; the other party of a conversation sees
        your name and messages. Payments go through Stripe; e-mail is sent through our mail provider. We sell nothing to
        anyone. Questions: see <Link to="/help">Help</Link>.
      </p>
    </InfoPage>
  );
}
