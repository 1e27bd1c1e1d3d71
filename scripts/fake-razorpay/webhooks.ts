// The fake's webhooks: each event is written once (its body fixed when it happens, as Razorpay does),
// signed with the webhook secret over the exact bytes sent, and delivered to the webhook URL, subject to
// switches: delay each delivery, send each one several times (same event id), or drop them.
import { createHmac, randomBytes } from "node:crypto";

export interface WebhookSwitches {
  /** Wait this long before each delivery. */
  delayMs: number;
  /** Deliver each event this many times (same id, same body), as Razorpay's retries and duplicates do. */
  repeat: number;
  /** Deliver nothing (a webhook lost on the way); the event is still recorded. */
  drop: boolean;
}

export interface WebhookDelivery {
  at: string;
  /** The HTTP status the receiver answered, or null when it could not be reached. */
  status: number | null;
  error?: string;
}

export interface FakeWebhookEvent {
  id: string;
  event: string;
  /** The body as sent, byte for byte. */
  body: string;
  signature: string;
  dropped: boolean;
  deliveries: WebhookDelivery[];
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const eventId = () => Array.from(randomBytes(14), (b) => BASE62[b % 62]).join("");

export class WebhookSender {
  readonly events: FakeWebhookEvent[] = [];
  switches: WebhookSwitches = { delayMs: 0, repeat: 1, drop: false };
  url: string | null;
  private readonly pending = new Set<Promise<void>>();
  /** Deliveries waiting for their delay, with what settles them if the fake closes first. */
  private readonly timers = new Map<NodeJS.Timeout, () => void>();
  private closed = false;

  constructor(
    private readonly secret: string,
    private readonly accountId: string,
    url: string | null,
  ) {
    this.url = url;
  }

  /** Records an event and sends it according to the switches in force now. */
  announce(event: string, payload: Record<string, { entity: object }>): FakeWebhookEvent {
    const body = JSON.stringify({
      entity: "event",
      account_id: this.accountId,
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    const signature = createHmac("sha256", this.secret).update(body).digest("hex");
    const record: FakeWebhookEvent = { id: eventId(), event, body, signature, dropped: false, deliveries: [] };
    this.events.push(record);
    const { delayMs, repeat, drop } = this.switches;
    if (drop || !this.url) {
      record.dropped = true;
      return record;
    }
    for (let i = 0; i < repeat; i++) this.track(this.later(delayMs, () => this.deliver(record, this.url!)));
    return record;
  }

  /** Resolves once every delivery started so far has been made (or failed). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  close(): void {
    this.closed = true;
    for (const [timer, settle] of this.timers) {
      clearTimeout(timer);
      settle();
    }
    this.timers.clear();
  }

  private track(p: Promise<void>): void {
    this.pending.add(p);
    void p.finally(() => this.pending.delete(p));
  }

  private later(ms: number, run: () => Promise<void>): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        run().finally(resolve);
      }, ms);
      this.timers.set(timer, resolve);
    });
  }

  private async deliver(record: FakeWebhookEvent, url: string): Promise<void> {
    if (this.closed) return;
    const at = new Date().toISOString();
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "Razorpay-Webhook/v1",
          "x-razorpay-signature": record.signature,
          "x-razorpay-event-id": record.id,
        },
        body: record.body,
        redirect: "manual",
        signal: AbortSignal.timeout(5_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      record.deliveries.push({ at, status: response.status });
    } catch (error) {
      record.deliveries.push({ at, status: null, error: (error as Error).message });
    }
  }
}
