// The blog's four questions (docs/product.md §2.3), answered for readers curious about how a site like
// CarMarket is built, with examples from the site itself.
import type { FaqItem } from './FaqAccordion';

export const FAQ: readonly FaqItem[] = [
  {
    question: 'What are the different ways to manage state in a React application?',
    answer: (
      <>
        <p>
          State is any data that changes while the page is open and changes what you see. React offers several places to
          keep it, and a good app keeps each piece of state as close as possible to the components that use it:
        </p>
        <ul>
          <li>
            <strong>Local component state</strong> with <code>useState</code> or <code>useReducer</code>: the phone
            number you type into the booking form lives only in that form and disappears when it closes.
          </li>
          <li>
            <strong>Lifted state and props</strong>: when two components need the same value, their nearest common
            parent owns it and passes it down. The category page owns “which car is being booked” and hands it to the
            booking modal.
          </li>
          <li>
            <strong>Context</strong> (<code>createContext</code> and <code>useContext</code>): values many components
            read but rarely change, such as the colour theme, without passing props through every level.
          </li>
          <li>
            <strong>Server state</strong>: data that really lives in the database, such as listings and orders. A
            data-fetching cache (SWR or TanStack Query) loads it, shares it between components and refreshes it. After
            you book a car, the cache fetches the list again and the card turns BOOKED, without copying server data into
            local state by hand.
          </li>
          <li>
            <strong>URL state</strong>: filters and sorting in the address bar. Reload or share a filtered category page
            and it looks the same.
          </li>
          <li>
            <strong>A global store</strong> (Redux, Zustand, Jotai) for client data many distant screens need. CarMarket
            keeps who is signed in, and their role, in one small Zustand store.
          </li>
        </ul>
      </>
    ),
  },
  {
    question: 'How does prototypal inheritance work?',
    answer: (
      <>
        <p>
          In JavaScript every object has a hidden link to another object, its <em>prototype</em>. When you read a
          property the object does not have itself, JavaScript follows that link and looks there, then in the
          prototype’s prototype, and so on until it finds the property or reaches <code>null</code> at the end of the
          chain. That chain is how objects share behaviour without copying it:
        </p>
        {/* The code scrolls sideways on phones; tabIndex lets keyboard users scroll it too. */}
        <pre tabIndex={0}>
          <code>{`const car = {
  wheels: 4,
  describe() { return \`\${this.brand} on \${this.wheels} wheels\`; },
};
const tesla = Object.create(car); // tesla's prototype is car
tesla.brand = 'Tesla';

tesla.describe();                      // 'Tesla on 4 wheels'
Object.getPrototypeOf(tesla) === car;  // true
tesla.hasOwnProperty('wheels');        // false: it is inherited`}</code>
        </pre>
        <p>
          Writing a property always writes to the object itself, so <code>tesla.wheels = 6</code> would hide the
          inherited value without touching <code>car</code>. The <code>class</code> keyword uses the same mechanism
          underneath: methods of <code>class Listing</code> live once on <code>Listing.prototype</code>, and every
          listing created with <code>new Listing()</code> finds them through its prototype link, while{' '}
          <code>extends</code> links one class’s prototype to another’s.
        </p>
      </>
    ),
  },
  {
    question: 'What is a unit test? Why should we write unit tests?',
    answer: (
      <>
        <p>
          A unit test checks one small piece of code, such as a single function or component, on its own: it gives the
          piece a known input and checks the output. For example, advertisements on our home page show the first 80
          characters of a description followed by an ellipsis. A unit test passes that function a longer description and
          checks it gets exactly those 80 characters and “…” back, and that a short description comes back unchanged.
        </p>
        <p>Unit tests are worth writing because they:</p>
        <ul>
          <li>catch mistakes minutes after they are made, not after a customer finds them;</li>
          <li>let developers improve code with confidence, since any change in behaviour makes a test fail;</li>
          <li>document what the code is supposed to do, with examples that cannot go out of date;</li>
          <li>run in milliseconds, so they can run on every change.</li>
        </ul>
        <p>
          They cannot show that the pieces work together, though. That is the job of integration and end-to-end tests:
          ours open a real browser, sign in, and book a car against the real server.
        </p>
      </>
    ),
  },
  {
    question: 'React vs. Angular vs. Vue?',
    answer: (
      <>
        <p>All three build the same kind of interactive web app; they differ in how much they decide for you.</p>
        <ul>
          <li>
            <strong>React</strong> (by Meta) is a library for building user interfaces from components written in JSX.
            It handles rendering and leaves routing, data fetching and forms to libraries you pick. It has the largest
            ecosystem and hiring pool, and its flexibility suits teams that want to choose their own tools.
          </li>
          <li>
            <strong>Angular</strong> (by Google) is a complete framework written in TypeScript: routing, forms, an HTTP
            client, dependency injection and testing tools come in the box, with one recommended way to do each. It
            takes longer to learn, but its consistency helps large teams working on big applications.
          </li>
          <li>
            <strong>Vue</strong> is a progressive framework: HTML-based templates with reactive data, plus an official
            router and state library (Pinia). It is often the easiest of the three to learn, and it scales from one
            widget to a full application.
          </li>
        </ul>
        <p>
          For most applications, their speed is similar. The better choice depends on the team and the project.
          CarMarket uses React: the site is made of several small apps, for shoppers, buyers, sellers and admins, that
          are built and released separately and share one copy of React in the browser.
        </p>
      </>
    ),
  },
];
