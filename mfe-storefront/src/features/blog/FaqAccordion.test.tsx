import { theme, ThemeProvider } from '@carmarket/shared-ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Blog from '../../pages/Blog';

function renderBlog() {
  render(
    <ThemeProvider theme={theme}>
      <Blog />
    </ThemeProvider>,
  );
}

const QUESTIONS = [
  'What are the different ways to manage state in a React application?',
  'How does prototypal inheritance work?',
  'What is a unit test? Why should we write unit tests?',
  'React vs. Angular vs. Vue?',
];

it('lists the four questions as collapsed accordion buttons', () => {
  renderBlog();
  expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  const buttons = screen.getAllByRole('button');
  expect(buttons.map((b) => b.textContent)).toEqual(QUESTIONS);
  for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

it('opens an answer with its question, labelled by it, and closes it again', async () => {
  renderBlog();
  const question = screen.getByRole('button', { name: 'How does prototypal inheritance work?' });
  await userEvent.click(question);
  expect(question).toHaveAttribute('aria-expanded', 'true');
  const answer = screen.getByRole('region', { name: 'How does prototypal inheritance work?' });
  expect(question).toHaveAttribute('aria-controls', answer.id);
  expect(answer).toHaveTextContent(/prototype/);
  expect(answer).toHaveTextContent("tesla.describe(); // 'Tesla on 4 wheels'");

  await userEvent.click(question);
  expect(question).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

it('works from the keyboard and lets several answers stay open', async () => {
  renderBlog();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: QUESTIONS[0] })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await userEvent.tab();
  await userEvent.keyboard(' ');
  expect(screen.getAllByRole('region')).toHaveLength(2);
});
