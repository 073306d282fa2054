import { PASSWORD_RESET_SUBJECT, passwordResetEmail } from './password-reset-email';

describe('passwordResetEmail', () => {
  const link = 'https://auth.example.com/action?mode=resetPassword&oobCode=abc&apiKey=k';

  it('addresses the owner in Portuguese and carries the link in the text', () => {
    const mail = passwordResetEmail('ana@example.com', link);
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe(PASSWORD_RESET_SUBJECT);
    expect(mail.text).toContain('redefinir a senha da conta Busqy do email ana@example.com');
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.text).toContain('Se você não fez esse pedido, ignore este email');
  });

  it('escapes the link and the address in the HTML part', () => {
    const mail = passwordResetEmail('a<b>@example.com', link);
    expect(mail.html).toContain(
      'href="https://auth.example.com/action?mode=resetPassword&amp;oobCode=abc&amp;apiKey=k"',
    );
    expect(mail.html).toContain('a&lt;b&gt;@example.com');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('lang="pt-BR"');
  });
});
