import { ui_cancel } from '../../shared/i18n/paraglide/messages.js';
import { BusyButton } from './BusyButton';

/**
 * The end of a form in a Dialog: the form's own error (beside its fields, where the eye already is;
 * a toast may say it too), then Cancel and the submit button, which is busy while the form submits.
 * @example <DialogFormFooter error={errors.root?.message} busy={isSubmitting} onCancel={close} submitLabel="Create Group" />
 */
export function DialogFormFooter({ error, busy, onCancel, submitLabel }: { error: string | undefined; busy: boolean; onCancel: () => void; submitLabel: string }) {
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-field bg-error/10 p-3 text-sm text-error">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className="btn btn-ghost">
          {ui_cancel()}
        </button>
        <BusyButton type="submit" busy={busy}>
          {submitLabel}
        </BusyButton>
      </div>
    </>
  );
}
