import { Icon } from '../../ui/Icon';
import { dashboard_whatsappJoin, dashboard_whatsappProofs, dashboard_whatsappShare, dashboard_whatsappTitle } from '../../../shared/i18n/paraglide/messages.js';

const POINTS = [dashboard_whatsappShare, dashboard_whatsappJoin, dashboard_whatsappProofs];

/** The messaging-app integration card (SPEC §2): information only, no behaviour. */
export function AdminWhatsAppCard() {
  return (
    <section aria-labelledby="whatsapp-card-title" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-3 sm:p-4">
        <h2 id="whatsapp-card-title" className="card-title">
          <Icon name="chat" className="size-5 text-primary" />
          {dashboard_whatsappTitle()}
        </h2>
        <ul className="flex flex-col gap-2 text-sm">
          {POINTS.map((point, index) => (
            <li key={index} className="flex items-start gap-2">
              <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
              {point()}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
