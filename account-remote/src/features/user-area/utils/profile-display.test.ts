import { profileDisplay } from './profile-display';

const none = { userName: null, userPhone: null };

describe('profileDisplay', () => {
  it('shows the server data first', () => {
    expect(
      profileDisplay(
        {
          uid: 'u1',
          email: 'ana@example.com',
          displayName: 'Ana Souza',
          phoneNumber: '11987654321',
          photoURL: 'https://p/a.png',
          createdAt: '2025-01-02T12:00:00.000Z',
          firstName: 'Ana',
          lastName: 'Souza',
        },
        { userName: 'Outro Nome', userPhone: '21999998888' },
      ),
    ).toEqual({
      name: 'Ana Souza',
      fullName: 'Ana Souza',
      email: 'ana@example.com',
      phone: '(11) 98765-4321',
      photoURL: 'https://p/a.png',
      uid: 'u1',
      memberSince: '2025-01-02T12:00:00.000Z',
    });
  });

  it('falls back to the stored name and phone, then to Usuário', () => {
    const bare = { uid: 'u1', email: 'ana@example.com', displayName: null };
    expect(profileDisplay(bare, { userName: 'Ana Local', userPhone: '1132654321' })).toMatchObject({
      name: 'Ana Local',
      phone: '(11) 3265-4321',
    });
    expect(profileDisplay(bare, none)).toMatchObject({ name: 'Usuário', phone: null, memberSince: null });
  });

  it('accepts the older phone field and shows first and last name only together', () => {
    const display = profileDisplay(
      { uid: 'u1', email: null, displayName: 'Ana', phone: '+1 555 0100', firstName: 'Ana', lastName: null },
      none,
    );
    expect(display.phone).toBe('+1 555 0100');
    expect(display.fullName).toBeNull();
  });
});
