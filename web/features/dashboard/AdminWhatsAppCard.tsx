import { Icon } from '../../ui/Icon';

const POINTS = [
  'Share each group link in your WhatsApp group chat.',
  'Members join and verify their number with a one-time code.',
  'Payment proofs come to you here to confirm or reject.',
] as const;

/** The messaging-app integration card (SPEC §2): information only, no behaviour. */
export function AdminWhatsAppCard() {
  return (
    <section aria-labelledby="whatsapp-card-title" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-3 sm:p-4">
        <h2 id="whatsapp-card-title" className="card-title">
          <Icon name="chat" className="size-5 text-primary" />
          WhatsApp Integration
        </h2>
        <ul className="flex flex-col gap-2 text-sm">
          {POINTS.map((point) => (
            <li key={point} className="flex items-start gap-2">
              <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
