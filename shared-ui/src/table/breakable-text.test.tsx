import { render } from '@testing-library/react';
import { BreakableText } from './breakable-text';

test("an e-mail reads the same, with break points after '@' and each '.'", () => {
  const { container } = render(
    <p>
      <BreakableText text="kevin.otieno@demo.example" />
    </p>,
  );
  expect(container.textContent).toBe('kevin.otieno@demo.example');
  expect(container.querySelector('p')?.innerHTML).toBe('kevin.<wbr>otieno@<wbr>demo.<wbr>example');
});

test('a word without them stays whole', () => {
  const { container } = render(<BreakableText text="+254722000444" />);
  expect(container.innerHTML).toBe('+254722000444');
});
