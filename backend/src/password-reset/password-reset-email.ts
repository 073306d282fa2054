import type { MailMessage } from '../mail/mailer';

export const PASSWORD_RESET_SUBJECT = 'Redefinição de senha da sua conta Busqy';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** The Portuguese password-reset e-mail, as plain text and as simple HTML with the same content. */
export function passwordResetEmail(to: string, link: string): MailMessage {
  const text = [
    'Olá,',
    '',
    `Recebemos um pedido para redefinir a senha da conta Busqy do email ${to}.`,
    '',
    'Para criar uma nova senha, abra o link abaixo:',
    link,
    '',
    'Se você não fez esse pedido, ignore este email: sua senha continua a mesma.',
    '',
    'Equipe Busqy',
  ].join('\n');

  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="pt-BR">
  <body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#2a2342;background:#f4f2fa">
    <div style="max-width:520px;margin:0 auto;padding:32px 24px;border-radius:16px;background:#ffffff">
      <h1 style="margin:0 0 16px;font-size:22px">Redefinição de senha</h1>
      <p>Olá,</p>
      <p>Recebemos um pedido para redefinir a senha da conta Busqy do email <strong>${escapeHtml(to)}</strong>.</p>
      <p style="margin:24px 0">
        <a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:10px;background:#4a1fb8;color:#ffffff;font-weight:bold;text-decoration:none">Criar nova senha</a>
      </p>
      <p style="font-size:13px;color:#5f5a78">Se o botão não funcionar, copie e cole este link no navegador:<br><a href="${href}" style="color:#4a1fb8;word-break:break-all">${href}</a></p>
      <p>Se você não fez esse pedido, ignore este email: sua senha continua a mesma.</p>
      <p>Equipe Busqy</p>
    </div>
  </body>
</html>
`;
  return { to, subject: PASSWORD_RESET_SUBJECT, text, html };
}
