// The seeded Buyer behind the Demo Login button. Its own file because the browser bundle imports
// it: only this account's e-mail and password may reach the page, not the other accounts.
const DEMO_PASSWORD = 'demo-pass-1';
const DEMO_LOGIN = { email: 'demo.buyer@carmarket.test', password: DEMO_PASSWORD };

module.exports = { DEMO_LOGIN, DEMO_PASSWORD };
