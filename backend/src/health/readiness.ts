import { Injectable } from '@nestjs/common';

/**
 * Whether this process still wants new requests. main.ts flips it on SIGTERM, before the drain delay:
 * GET /readyz then answers 503 so load balancers stop routing here while requests in flight finish.
 */
@Injectable()
export class Readiness {
  private draining = false;

  startDraining(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }
}
