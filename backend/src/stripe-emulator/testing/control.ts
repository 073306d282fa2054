// Test support: calls to the emulator's control endpoints.
export async function control(
  baseUrl: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Pays (or tries to pay) a checkout session, named by id or client secret, as the buyer would. */
export function completeSession(baseUrl: string, idOrSecret: string, payment: Record<string, unknown>) {
  return control(baseUrl, `/_emulator/checkout/sessions/${idOrSecret}/complete`, payment);
}
