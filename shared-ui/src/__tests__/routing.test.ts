import { dashboardHome, pageTitle, roleAllowed } from '../routing/dashboard-home';

it('sends each role to its own dashboard page', () => {
  expect(dashboardHome('User')).toBe('/dashboard');
  expect(dashboardHome('Buyer')).toBe('/dashboard');
  expect(dashboardHome('Seller')).toBe('/dashboard/add_product');
  expect(dashboardHome('Admin')).toBe('/dashboard/all_sellers');
});

it('lets a role into routes listing it, and any signed-in role into signed-in routes', () => {
  expect(roleAllowed(['Admin'], 'Buyer')).toBe(false);
  expect(roleAllowed(['Admin'], 'Admin')).toBe(true);
  expect(roleAllowed('signed-in', 'User')).toBe(true);
});

it('titles pages "<Page> | CarMarket"', () => {
  expect(pageTitle('Blog')).toBe('Blog | CarMarket');
});
