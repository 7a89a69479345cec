import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '../../../../shared/errors';
import { updatePurse, type PurseChanges } from '../../../data/books-writes';
import type { DeviceDb, LocalPurse } from '../../../data/db';
import { DialogFormFooter } from '../../../ui/DialogFormFooter';
import { Dialog } from '../../../ui/Dialog';
import { FormField } from '../../../ui/FormField';
import { toast } from '../../../ui/toast-store';
import { textareaClass } from '../../../ui/field-classes';
import { selectClass } from '../../../ui/select-class';
import { BankAccountFields } from './BankAccountFields';
import { todayForDateInput } from '../../../lib/format';
import { BankChangeConfirm } from '../manage/BankChangeConfirm';
import { isCollection, purseChanges, purseEditSchema, purseEditValues, type BankAccount } from './purse-edit';
import { PurseStatusSection } from './PurseStatusSection';
import { LateFineFields } from './LateFineFields';
import { groups_descriptionOptional, groups_manageName, manage_deadlineOptional, manage_perMemberHint, purses_perMemberLabel, manage_nameSaved, manage_purseUpdated, manage_saveChanges, manage_targetHint, manage_targetLabel, manage_wherePay, manage_wherePayHint, purses_guestGiving, purses_guestsHint, purses_guestsNamed, purses_guestsOff, purses_guestsPrivate } from '../../../../shared/i18n/paraglide/messages.js';

type BankStep = { changes: PurseChanges; before: BankAccount; after: BankAccount };

/**
 * Manage a purse (issue 11 §3): its target, deadline, description and bank account, and its
 * status. A changed account is shown old beside new and confirmed before it is saved. Saved on
 * this phone at once and synced later; only what changed is sent.
 */
export function ManagePurseDialog({ db, project, groupName, onClose }: { db: DeviceDb; project: LocalPurse; groupName: string; onClose: () => void }) {
  const [bankStep, setBankStep] = useState<BankStep | null>(null);
  const [saving, setSaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(purseEditSchema(project)), defaultValues: purseEditValues(project) });

  const fineKind = watch('lateFine.kind');
  const save = async (changes: PurseChanges, close: () => void) => {
    setSaving(true);
    try {
      await updatePurse(db, project, changes);
      toast({ title: manage_purseUpdated(), description: manage_nameSaved({ name: project.name }) });
      close();
    } catch {
      setBankStep(null);
      setSaving(false);
      setError('root', { message: MESSAGES.booksSaveFailed });
      toast({ title: MESSAGES.errorTitle, description: MESSAGES.booksSaveFailed, variant: 'destructive' });
    }
  };

  return (
    <Dialog title={groups_manageName({ name: project.name })} description={groupName} onClose={onClose}>
      {(close) => (
        <div className="flex flex-col gap-5">
          {bankStep ? (
            <BankChangeConfirm
              groupName={groupName}
              before={bankStep.before}
              after={bankStep.after}
              busy={saving}
              onBack={() => setBankStep(null)}
              onConfirm={() => void save(bankStep.changes, close)}
            />
          ) : null}
          {/* Hidden, not unmounted, while the account change is confirmed: Go Back finds the form as it was. */}
          <form
            noValidate
            hidden={bankStep !== null}
            className="flex flex-col gap-4"
            onSubmit={handleSubmit(async (values) => {
              const { changes, bank } = purseChanges(project, values);
              if (Object.keys(changes).length === 0) return close();
              if (bank) setBankStep({ changes, ...bank });
              else await save(changes, close);
            })}
          >
            <FormField label={manage_targetLabel()} hint={manage_targetHint()} error={errors.targetAmount?.message}>
              {(a11y) => <input {...a11y} {...register('targetAmount')} type="text" inputMode="decimal" autoComplete="off" className="input w-full" />}
            </FormField>
            <FormField label={purses_perMemberLabel()} hint={manage_perMemberHint()} error={errors.amountPerMember?.message}>
              {(a11y) => <input {...a11y} {...register('amountPerMember')} type="text" inputMode="decimal" autoComplete="off" placeholder="20000" className="input w-full" />}
            </FormField>
            <FormField label={manage_deadlineOptional()} error={errors.deadline?.message}>
              {(a11y) => <input {...a11y} {...register('deadline')} type="date" min={todayForDateInput(new Date())} className="input w-full" />}
            </FormField>
            <FormField label={groups_descriptionOptional()} error={errors.description?.message}>
              {(a11y) => <textarea {...a11y} {...register('description')} rows={2} className={textareaClass} />}
            </FormField>
            {project.kind && project.kind !== 'collection' ? <LateFineFields register={register} errors={errors} kind={fineKind} /> : null}
            {isCollection(project) ? (
              <FormField label={purses_guestGiving()} hint={purses_guestsHint()}>
                {(a11y) => (
                  <select {...a11y} {...register('guestGiving')} className={selectClass}>
                    <option value="off">{purses_guestsOff()}</option>
                    <option value="private">{purses_guestsPrivate()}</option>
                    <option value="named">{purses_guestsNamed()}</option>
                  </select>
                )}
              </FormField>
            ) : null}
            <fieldset className="flex flex-col gap-4 rounded-box border border-base-300 p-3">
              <legend className="px-1 text-sm font-semibold">{manage_wherePay()}</legend>
              <p className="-mt-1 text-sm text-base-content/75">{manage_wherePayHint()}</p>
              <BankAccountFields register={(name) => register(name)} errors={errors} />
            </fieldset>
            <DialogFormFooter error={errors.root?.message} busy={isSubmitting || saving} onCancel={close} submitLabel={manage_saveChanges()} />
          </form>
          {bankStep ? null : <PurseStatusSection db={db} project={project} onDone={close} />}
        </div>
      )}
    </Dialog>
  );
}
