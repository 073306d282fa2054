// Standalone emulator: `npm run stripe-emulator -w backend` (after `npm run build -w backend`).
import { configuredPort, DEFAULT_HOST, DEFAULT_WEBHOOK_SECRET, defaultWebhookUrl } from './config';
import { startStripeEmulator } from './server';

async function main(): Promise<void> {
  const env = process.env;
  const emulator = await startStripeEmulator({
    port: configuredPort(env),
    host: env['STRIPE_EMULATOR_HOST'] || DEFAULT_HOST,
    webhookUrl: env['STRIPE_WEBHOOK_URL'] || defaultWebhookUrl(env),
    webhookSecret: env['STRIPE_WEBHOOK_SECRET'] || DEFAULT_WEBHOOK_SECRET,
    publicUrl: env['STRIPE_EMULATOR_PUBLIC_URL'] || undefined,
  });
  console.log(`Stripe emulator listening on ${emulator.url}`);
  const stop = (): void => {
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('Stripe emulator failed to start:', error);
  process.exit(1);
});
