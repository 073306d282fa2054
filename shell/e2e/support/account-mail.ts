/** The SMTP catcher (maildev) of the running stack, through its REST API (GET /email). */
function smtpWebUrl(): string {
  const value = process.env.E2E_SMTP_WEB_URL;
  if (!value) {
    throw new Error('E2E_SMTP_WEB_URL is not set: run the journeys through `npm test`, which starts maildev');
  }
  return value.replace(/\/$/, '');
}

export interface CaughtEmail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string; name?: string }[];
}

/** Waits until maildev has received a message for `address` and returns it. */
export async function waitForEmailTo(address: string, timeoutMs = 20_000): Promise<CaughtEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${smtpWebUrl()}/email`);
    if (!response.ok) throw new Error(`maildev GET /email answered ${response.status}`);
    const messages = (await response.json()) as CaughtEmail[];
    const found = messages.find((message) =>
      message.to.some((recipient) => recipient.address.toLowerCase() === address.toLowerCase()),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${address} reached maildev in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** How many messages maildev holds for `address` right now. */
export async function countEmailsTo(address: string): Promise<number> {
  const response = await fetch(`${smtpWebUrl()}/email`);
  const messages = (await response.json()) as CaughtEmail[];
  return messages.filter((message) =>
    message.to.some((recipient) => recipient.address.toLowerCase() === address.toLowerCase()),
  ).length;
}
