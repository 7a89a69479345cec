/** Device rows for the notification, updates and reminder tests. */
import type { LocalGroup, LocalGroupUpdate, LocalMember, LocalNotification, LocalPurse } from '../../../data/db';

export function groupRow(id: string, extra: Partial<LocalGroup> = {}): LocalGroup {
  return {
    id,
    name: `Group ${id}`,
    description: null,
    whatsappLink: null,
    registrationLink: `link-${id}`,
    customSlug: null,
    status: 'active',
    showMemberAmounts: true, receiptMaxAgeDays: 14,
    adminId: 'u-admin',
    adminName: 'Ada Obi',
    memberCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    revision: 1,
    ...extra,
  };
}

export function notificationRow(id: string, extra: Partial<LocalNotification> = {}): LocalNotification {
  return {
    id,
    userId: 'u-admin',
    groupId: 'g1',
    type: 'payment_submitted',
    title: `Title ${id}`,
    message: `Message ${id}`,
    contributionId: null,
    projectId: null,
    read: false,
    createdAt: '2025-03-01T10:00:00.000Z',
    revision: 1,
    ...extra,
  };
}

export function groupUpdateRow(id: string, extra: Partial<LocalGroupUpdate> = {}): LocalGroupUpdate {
  return {
    id,
    groupId: 'g1',
    authorId: 'u-admin',
    title: `Update ${id}`,
    message: `Message ${id}`,
    priority: 'medium',
    createdAt: '2025-03-01T10:00:00.000Z',
    revision: 1,
    ...extra,
  };
}

export function purseRow(id: string, extra: Partial<LocalPurse> = {}): LocalPurse {
  return {
    id,
    groupId: 'g1',
    name: `Purse ${id}`,
    description: null,
    targetAmountKobo: 10_000_000,
    collectedAmountKobo: 0,
    paidOutAmountKobo: 0,
    previousAccounts: [],
    customSlug: null,
    deadline: null,
    status: 'active',
    accountName: null,
    accountNumber: null,
    bankName: null,
    routingNumber: null,
    swiftCode: null,
    zelleEmail: null,
    zellePhone: null,
    cashappHandle: null,
    venmoHandle: null,
    paypalEmail: null,
    paymentInstructions: null,
    allowedPaymentTypes: ['bank_transfer'],
    createdAt: '2025-01-02T00:00:00.000Z',
    revision: 1,
    ...extra,
  };
}

export function memberRow(userId: string, fullName: string, extra: Partial<LocalMember> = {}): LocalMember {
  return {
    id: `m-${userId}`,
    groupId: 'g1',
    userId,
    fullName,
    username: fullName.toLowerCase().replace(/\s+/g, '_'),
    contributedAmountKobo: 0,
    status: 'active',
    joinedAt: '2025-01-03T00:00:00.000Z',
    deleted: false,
    revision: 1,
    ...extra,
  };
}
