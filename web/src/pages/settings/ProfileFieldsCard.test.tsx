// The settings' card of profile text fields: fields in the given order with their labels,
// placeholders, hints and errors tied to the inputs; Save only once something changed; the
// update sent with the form's values; fresher values from the server replace untouched ones.
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UpdateProfileDocument } from '../../gql/graphql';
import i18n from '../../i18n/i18n';
import { ProfileFieldsCard } from './ProfileFieldsCard';
import { namesSchema, profileSchema } from './schemas';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(cleanup);

const savedUser = {
  __typename: 'User',
  id: 'u1',
  username: 'ada_l',
  email: 'ada@example.com',
  nickName: 'ada',
  avatar: null,
  role: 'USER',
  isVerified: true,
  twoFactorAuth: false,
  firstName: 'Ada',
  lastName: 'Lovelace',
  position: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  github: false,
  hasPassword: true,
  socialAccounts: [],
};

const FIELDS = [
  { name: 'nickName', autoComplete: 'nickname' },
  { name: 'position', autoComplete: 'organization-title', hint: 'Optional.' },
] as const;

function ProfileCard({ nickName = 'ada', position = '' }: { nickName?: string; position?: string }) {
  return (
    <ProfileFieldsCard
      title="Profile"
      description="How others see you."
      schema={profileSchema}
      values={{ nickName, position }}
      fields={FIELDS}
    />
  );
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('ProfileFieldsCard', () => {
  it('shows the fields in the given order, labelled, with their placeholders and hints', () => {
    const first = { name: 'firstName', autoComplete: 'given-name' } as const;
    const last = { name: 'lastName', autoComplete: 'family-name' } as const;
    render(
      <MockedProvider>
        <ProfileFieldsCard
          title="Name"
          description="Your real name."
          schema={namesSchema}
          values={{ firstName: 'Ada', lastName: 'Lovelace' }}
          fields={[last, first]}
        />
      </MockedProvider>,
    );
    const form = screen.getByRole('form', { name: 'Name' });
    const inputs = [...form.querySelectorAll('input')];
    expect(inputs.map((input) => input.getAttribute('autocomplete'))).toEqual(['family-name', 'given-name']);
    expect(screen.getByLabelText('Last name')).toHaveProperty('value', 'Lovelace');
    expect(screen.getByLabelText('First name')).toHaveProperty('placeholder', 'Ada');
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it('ties the hint to its input, and shows a broken rule instead of saving', async () => {
    render(
      <MockedProvider>
        <ProfileCard />
      </MockedProvider>,
    );
    const position = screen.getByLabelText('Position');
    expect(position.getAttribute('aria-describedby')).toBe(`${position.id}-hint`);
    expect(document.getElementById(`${position.id}-hint`)?.textContent).toBe('Optional.');

    const nickName = screen.getByLabelText('Nickname');
    fireEvent.change(nickName, { target: { value: 'a' } });
    expect(saveButton()).toHaveProperty('disabled', false);
    fireEvent.click(saveButton());
    await waitFor(() => expect(nickName.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(nickName.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Must be at least 2 characters.',
    );
  });

  it("sends the form's values, then counts them as saved", async () => {
    const sent: unknown[] = [];
    const mocks = [
      {
        request: { query: UpdateProfileDocument, variables: () => true },
        result: (variables: unknown) => {
          sent.push(variables);
          return { data: { updateProfile: { ...savedUser, nickName: 'ada_codes', position: 'Engineer' } } };
        },
      },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <ProfileCard />
      </MockedProvider>,
    );
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'ada_codes' } });
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: ' Engineer ' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', true));
    expect(sent).toEqual([{ input: { nickName: 'ada_codes', position: 'Engineer' } }]);
    expect(screen.getByLabelText('Position')).toHaveProperty('value', 'Engineer');
  });

  it('takes fresher values from the server only while the user has not edited the form', () => {
    const view = render(
      <MockedProvider>
        <ProfileCard />
      </MockedProvider>,
    );
    view.rerender(
      <MockedProvider>
        <ProfileCard nickName="ada_new" />
      </MockedProvider>,
    );
    const nickName = screen.getByLabelText('Nickname');
    expect(nickName).toHaveProperty('value', 'ada_new');

    fireEvent.change(screen.getByLabelText('Position'), { target: { value: 'Engineer' } });
    view.rerender(
      <MockedProvider>
        <ProfileCard nickName="ada_newer" position="Manager" />
      </MockedProvider>,
    );
    expect(nickName).toHaveProperty('value', 'ada_new');
    expect(screen.getByLabelText('Position')).toHaveProperty('value', 'Engineer');
  });
});
