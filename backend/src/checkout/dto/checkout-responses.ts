import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** GET /session-status. */
export class SessionStatus {
  @ApiProperty({ type: String, nullable: true, description: "'open', 'complete' or 'expired'." })
  status: string | null;

  @ApiProperty({ type: String, nullable: true })
  customer_email: string | null;

  /** 'paid', or 'unpaid' while a boleto waits to be paid (the checkout tab needs to tell them apart). */
  @ApiProperty({ type: String, nullable: true })
  payment_status: string | null;

  /**
   * Present when this session's payment was a second subscription, cancelled and refunded: the
   * Portuguese notice to show (DUPLICATE_PAYMENT_NOTICE).
   */
  @ApiPropertyOptional()
  notice?: string;
}

/** GET /api/checkout/config: exactly one of the two is present. */
export class CheckoutBrowserConfigResponse {
  /** Stripe's publishable key, when a real Stripe account is configured. */
  @ApiPropertyOptional()
  publishableKey?: string;

  /** The local Stripe emulator's browser URL, when no Stripe key is set. */
  @ApiPropertyOptional()
  emulatorUrl?: string;
}

/** A page to send the browser to (hosted checkout, billing portal). */
export class RedirectUrlResponse {
  @ApiProperty()
  url: string;
}

/** POST /create-embedded-checkout-session: what Stripe's embedded checkout mounts with. */
export class EmbeddedCheckoutResponse {
  @ApiProperty()
  clientSecret: string;
}
