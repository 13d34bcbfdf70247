import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { renderUi as render } from '../test-utils/render';
import { FormErrorSummary } from './form-error-summary';
import { errorList } from './form-errors';
import { PasswordField } from './password-field';
import { EmailField } from './text-fields';

interface Values {
  email: string;
  password: string;
}

function SignInForm() {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { email: '', password: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <FormErrorSummary control={control} />
      <EmailField {...register('email', { required: 'Required' })} error={errors.email?.message} />
      <PasswordField
        {...register('password', { required: 'Required' })}
        error={errors.password?.message}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('FormErrorSummary', () => {
  it('shows nothing before a submit', () => {
    render(<SignInForm />);
    expect(screen.queryByRole('group', { name: 'There is a problem' })).toBeNull();
  });

  it('sums up a failed submit, takes the focus and links each error to its field', async () => {
    const user = userEvent.setup();
    render(<SignInForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('group', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const email = screen.getByRole('textbox', { name: 'Email' });
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Email: Required',
      'Password: Required',
    ]);
    expect(links[0]).toHaveAttribute('href', `#${email.id}`);
    // Each field says its own error too, and is marked invalid.
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Required');
    await user.click(links[1]);
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('drops an error once fixed and goes when none is left', async () => {
    const user = userEvent.setup();
    render(<SignInForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('group', { name: 'There is a problem' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(summary).not.toBeInTheDocument();
  });
});

describe('errorList', () => {
  it('names nested errors by their dotted path', () => {
    expect(
      errorList({
        rows: [undefined, { hours: { type: 'min', message: 'Too few' } }],
        root: { type: 'server', message: 'Refused' },
      } as never),
    ).toEqual([
      { name: 'rows.1.hours', message: 'Too few' },
      { name: 'root', message: 'Refused' },
    ]);
  });
});
