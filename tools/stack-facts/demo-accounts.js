// The four seeded accounts: the API's seed creates them, `npm start` lists them, e2e signs in
// as them. All share DEMO_PASSWORD; the buyer is the Demo Login's account.
const { DEMO_LOGIN, DEMO_PASSWORD } = require('./demo-login');

const DEMO_ACCOUNTS = {
  buyer: {
    email: DEMO_LOGIN.email,
    name: 'Dana Buyer',
    role: 'Buyer',
    isVerified: false,
    label: 'Buyer (the Demo Login)',
  },
  seller: {
    email: 'demo.seller@carmarket.test',
    name: 'Sam Carter Motors',
    role: 'Seller',
    isVerified: true,
    label: 'Seller (verified)',
  },
  newSeller: {
    email: 'new.seller@carmarket.test',
    name: 'Nora Ellis',
    role: 'Seller',
    isVerified: false,
    label: 'Seller (unverified)',
  },
  admin: { email: 'demo.admin@carmarket.test', name: 'Alex Admin', role: 'Admin', isVerified: true, label: 'Admin' },
};

module.exports = { DEMO_ACCOUNTS, DEMO_PASSWORD };
