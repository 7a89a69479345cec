import { BusyButton } from '../../../ui/BusyButton';
import { Icon } from '../../../ui/Icon';
import type { BankAccount } from '../purses/purse-edit';
import { manage_bank, manage_bankChangeNotice, manage_bankChangeTitle, manage_goBack, manage_name, manage_newAccount, manage_number, manage_oldAccount, manage_saveNewAccount } from '../../../../shared/i18n/paraglide/messages.js';

/**
 * Before a purse's account changes: the old and the new side by side, and who will be told. A
 * quietly changed account number is the commonest fraud in a group, so the admin sees exactly
 * what every member and partner will see.
 */
export function BankChangeConfirm({
  groupName,
  before,
  after,
  busy,
  onBack,
  onConfirm,
}: {
  groupName: string;
  before: BankAccount;
  after: BankAccount;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  return (
    <section aria-labelledby="bank-change-title" className="flex flex-col gap-4">
      <h3 id="bank-change-title" className="flex items-center gap-2 font-semibold">
        <Icon name="alert" className="size-5 text-warning" />
        {manage_bankChangeTitle()}
      </h3>
      <div className="grid grid-cols-2 gap-2">
        <Account title={manage_oldAccount()} account={before} tone="border-base-300 bg-base-200" />
        <Account title={manage_newAccount()} account={after} tone="border-primary bg-primary/5" />
      </div>
      <p className="rounded-field bg-warning/10 p-3 text-sm">
        {manage_bankChangeNotice({ groupName })}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onBack} className="btn btn-ghost" data-autofocus>
          {manage_goBack()}
        </button>
        <BusyButton type="button" busy={busy} onClick={onConfirm}>
          {manage_saveNewAccount()}
        </BusyButton>
      </div>
    </section>
  );
}

function Account({ title, account, tone }: { title: string; account: BankAccount; tone: string }) {
  const rows: [string, string | null][] = [
    [manage_bank(), account.bankName],
    [manage_number(), account.accountNumber],
    [manage_name(), account.accountName],
  ];
  return (
    <div className={`flex min-w-0 flex-col gap-1 rounded-box border p-2 ${tone}`}>
      <p className="text-xs font-semibold tracking-wide uppercase">{title}</p>
      <dl className="flex flex-col gap-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-base-content/70">{label}</dt>
            <dd className="font-medium break-words tabular-nums">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
