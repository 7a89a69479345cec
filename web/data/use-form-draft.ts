import { useEffect, useMemo, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { draftWriter, loadDraft, type DraftsDb } from './drafts';

export interface FormDraft {
  /** Forgets the kept form after every write before it: awaited once the form is saved, so a reload brings back nothing already sent; also on Cancel. */
  forget: () => Promise<void>;
}

/**
 * Keeps a react-hook-form form on the phone (data/drafts.ts) as the person types, and fills it
 * back in when it opens again: after a reload, a closed app, or a dialog closed by a tap beside
 * it. `key` names the form (null: nothing kept); `file` names a File field kept as its bytes, in
 * its own row. A kept form is brought back only into a form nothing was typed in yet, through
 * `accept`, which may mend values that no longer fit (a purse since closed) or refuse them (null).
 * `db` null keeps nothing yet (its database still loading): the form is read back once it comes.
 * Writes run one after another, so a late write never brings back a form already sent.
 * @example const draft = useFormDraft(db, 'create-group', form); … await draft.forget();
 */
export function useFormDraft<T extends FieldValues, C = unknown, O = T>(
  db: DraftsDb | null,
  key: string | null,
  form: UseFormReturn<T, C, O>,
  options: { file?: Path<T>; accept?: (kept: Partial<T>) => Partial<T> | null } = {},
): FormDraft {
  const { file, accept } = options;
  const acceptRef = useRef(accept);
  acceptRef.current = accept;
  const writer = useMemo(() => (key === null || db === null ? null : draftWriter(db, key)), [db, key]);
  const forgotten = useRef(false);

  useEffect(() => {
    if (key === null || db === null || writer === null) return;
    let live = true;
    let unsubscribe: (() => void) | undefined;
    let keptFile: unknown = undefined;
    const atStart = JSON.stringify(form.getValues());
    void loadDraft<Partial<T>>(db, key)
      .then((draft) => {
        if (!live || !draft || JSON.stringify(form.getValues()) !== atStart) return; // typed into already: theirs wins
        const kept = acceptRef.current ? acceptRef.current(draft.value) : draft.value;
        if (!kept) return;
        const values = { ...form.getValues(), ...kept } as T;
        if (file && draft.file) values[file] = draft.file as PathValue<T, Path<T>>;
        keptFile = file ? values[file] : undefined;
        form.reset(values, { keepDefaultValues: true });
      })
      .catch(() => undefined) // Storage unreadable: the form starts empty, as before.
      .finally(() => {
        if (!live) return;
        const keep = (values: Record<string, unknown>) => {
          if (forgotten.current) return;
          const { [file ?? '']: picked, ...typed } = values;
          const fileNow = file ? ((picked as File | undefined) ?? null) : undefined;
          const fileChanged = file !== undefined && fileNow !== keptFile;
          keptFile = fileNow;
          const value = file ? typed : values;
          writer.save(value, fileChanged ? fileNow : undefined);
        };
        const subscription = form.watch((values) => keep(values as Record<string, unknown>));
        unsubscribe = () => subscription.unsubscribe();
        // Typed while the kept form was being read: kept now, not at the next keystroke.
        if (JSON.stringify(form.getValues()) !== atStart) keep(form.getValues() as Record<string, unknown>);
      });
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, [db, key, writer, form, file]);

  return {
    forget: () => {
      forgotten.current = true;
      return writer?.forget() ?? Promise.resolve();
    },
  };
}
