import { Link } from 'react-router-dom';
import { InfoPage } from './InfoPage';

/** `/safety`: how to meet, check a car and pay without being scammed (linked beside "Ask the seller"). */
export function SafetyPage() {
  return (
    <InfoPage path="/safety" title="Safety tips" lead="Most sales go well. These habits keep it that way.">
      <h2>Never pay outside CarMarket</h2>
      <ul>
        <li>Pay only on CarMarket, from My Orders. Your card is charged by Stripe and a refund is possible.</li>
        <li>
          Nobody from CarMarket or a real seller will ask for a wire transfer, gift cards, crypto, a “deposit” by
          another app, or an outside “escrow” link. That is a scam: stop writing and report the conversation.
        </li>
        <li>Never share sign-in codes, your password or card details in messages.</li>
      </ul>
      <h2>Meet in public</h2>
      <ul>
        <li>Meet in daylight in a busy public place — a police station car park is ideal — and bring someone along.</li>
        <li>Tell a friend where you are going and when you expect to be back.</li>
        <li>Keep the conversation in Messages, so there is a record of what was agreed.</li>
      </ul>
      <h2>Check the car and its papers</h2>
      <ul>
        <li>Compare the VIN on the car (dashboard, door frame) with the listing and the title.</li>
        <li>Make sure the seller's name is on the title, and ask for service records.</li>
        <li>Take a test drive, and if you can, have a mechanic inspect the car before you pay.</li>
      </ul>
      <h2>Something feels wrong?</h2>
      <p>
        Report the listing from its page or the conversation from Messages, and block the person if you need to. Our
        team looks at every report. See <Link to="/help">Help</Link> for how bookings and refunds work.
      </p>
    </InfoPage>
  );
}
