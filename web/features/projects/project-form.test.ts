import { describe, expect, it } from 'vitest';
import { createProjectSchema } from '../../../shared/group-schemas';
import { DEFAULT_PAYMENT_METHODS } from '../../../shared/payment-methods';
import { EMPTY_PROJECT_FORM, todayForDateInput } from './project-form';

describe('the create-project form', () => {
  it('asks for a name and a target when left empty', () => {
    const result = createProjectSchema.safeParse(EMPTY_PROJECT_FORM);
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain('Target amount is required');
    expect(messages).toContain('Project name is required');
  });

  it('turns a filled form into kobo, the default methods, no deadline and nulls for empty details', () => {
    const parsed = createProjectSchema.parse({ ...EMPTY_PROJECT_FORM, name: 'Reunion', targetAmount: '500,000', bankName: 'GTBank' });
    expect(parsed.targetAmount).toBe(50_000_000);
    expect(parsed.allowedPaymentTypes).toEqual([...DEFAULT_PAYMENT_METHODS]);
    expect(parsed.deadline).toBeNull();
    expect(parsed.bankName).toBe('GTBank');
    expect(parsed.swiftCode).toBeNull();
  });

  it('keeps a picked deadline as the end of that day in Lagos', () => {
    const parsed = createProjectSchema.parse({ ...EMPTY_PROJECT_FORM, name: 'R', targetAmount: '1000', deadline: '2026-12-31' });
    expect(parsed.deadline).toBe('2026-12-31T22:59:59.000Z');
  });

  it('writes today as YYYY-MM-DD for the date picker', () => {
    expect(todayForDateInput(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(todayForDateInput(new Date(2026, 11, 31))).toBe('2026-12-31');
  });
});
