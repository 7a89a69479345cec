import { useEffect, useId, useRef, useState } from 'react';
import { payments_changeImage, payments_previewAlt, payments_previewFailed, payments_receiptPhoto, payments_tapToUpload } from '../../shared/i18n/paraglide/messages.js';
import { toast } from './toast-store';
import { checkProofFile, type ProofShape } from '../data/prepare-proof';
import { useObjectUrl } from '../lib/use-object-url';

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The proof image field: a large tap area that opens the phone's gallery or camera, then a preview
 * with 'Change Image'. A file that breaks the screen's rules (SPEC §5) is refused with the
 * screen's texts, as a toast and under the field (where it stays after the toast is gone).
 * That toast is taken down once a good photo is picked or the picker leaves the screen (the
 * payment went through), so it never stands over a success.
 */
export function ProofPicker({
  shape,
  file,
  onChange,
  label,
  hint,
  error,
  compact = false,
}: {
  shape: ProofShape;
  file: File | null;
  onChange: (file: File) => void;
  label: string;
  hint: string;
  error?: string | undefined;
  /** A small preview beside the file's name, where the form must fit one screen. */
  compact?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const refusalToast = useRef<{ dismiss: () => void } | null>(null);
  const preview = useObjectUrl(file);
  // Dismissing by id leaves any later toast (e.g. 'Payment Submitted') on screen.
  useEffect(() => () => refusalToast.current?.dismiss(), []);
  const shownError = refusal ?? error;
  const describedBy = [`${id}-hint`, shownError ? `${id}-error` : null].filter(Boolean).join(' ');

  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    const check = await checkProofFile(picked, shape);
    // Clear the input so picking the same file again still fires a change.
    if (input.current) input.current.value = '';
    if (!check.ok) {
      setRefusal(check.message);
      refusalToast.current = toast({ title: check.title, description: check.message, variant: 'destructive' });
      return;
    }
    refusalToast.current?.dismiss();
    refusalToast.current = null;
    setRefusal(null);
    setPreviewFailed(false);
    onChange(picked);
  };

  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        className="peer sr-only"
        // With a photo chosen, 'Change Image' is the way in; the hidden input leaves the tab order.
        tabIndex={file ? -1 : 0}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        aria-invalid={Boolean(shownError)}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      {file && preview ? (
        <div className={`flex gap-2 rounded-box border border-base-300 bg-base-200 p-2 ${compact ? 'items-center' : 'flex-col'}`}>
          {previewFailed ? (
            <p className="px-2 py-6 text-center text-sm text-base-content/75">{payments_previewFailed()}</p>
          ) : (
            <img
              src={preview}
              alt={payments_previewAlt()}
              className={`rounded-field object-contain ${compact ? 'size-24 shrink-0 bg-base-100' : 'max-h-64 w-full'}`}
              onError={() => setPreviewFailed(true)}
            />
          )}
          <div className={`flex min-w-0 flex-1 gap-2 ${compact ? 'flex-col items-start' : 'items-center'}`}>
            <p className={`min-w-0 truncate text-sm text-base-content/80 ${compact ? 'max-w-full' : 'flex-1'}`}>
              {file.name} · {sizeText(file.size)}
            </p>
            <button type="button" className="btn btn-sm h-11 shrink-0" onClick={() => input.current?.click()}>
              {payments_changeImage()}
            </button>
          </div>
        </div>
      ) : (
        <label
          htmlFor={id}
          className={`flex min-h-32 cursor-pointer flex-col items-center justify-center gap-1 rounded-box border-2 border-dashed bg-base-100 p-4 text-center peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary ${
            shownError ? 'border-error' : 'border-base-300'
          }`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 text-primary" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3M12 4v12M7 9l5-5 5 5" />
          </svg>
          <span className="font-semibold text-primary">{payments_tapToUpload()}</span>
          <span className="text-sm text-base-content/75">{payments_receiptPhoto()}</span>
        </label>
      )}
      <p id={`${id}-hint`} className="text-xs text-base-content/70">
        {hint}
      </p>
      {shownError ? (
        <p id={`${id}-error`} className="text-sm text-error">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
