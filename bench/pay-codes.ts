/**
 * Payment codes in reconciliation (issue 27 §3): the same month of a group's transfers matched
 * twice, once as members write narrations today (a word or nothing: the floor) and once with a
 * share of them typing their code, and the confident matches counted, right and wrong, beside
 * each other. Then the false positives on text we did not write: every real alert of
 * sync-server/reconcile/fixtures/real-alerts.json searched for the codes of a 300-member group.
 * Run: node --import tsx bench/pay-codes.ts
 *
 * The month is generated, so it measures what we imagined; what makes it hard is taken from the
 * real alerts: banks cut the narration at their own width (Zenith near 38 characters, UBA near 45,
 * Access and GTBank near 60, Moniepoint and OPay keep no remark), some transfers come from a
 * relative's account, some proofs are sent days later, and a member often pays dues and a levy of
 * the same amount on the same day.
 */
import { readFileSync } from 'node:fs';
import { codeBook, codesIn, freeMemberTag, freePurseTag, memberTagBase, payCode, purseTagBase } from '../shared/pay-codes';
import { matchCredits, type PendingProof } from '../sync-server/reconcile/match-credits';
import { sharedNames } from '../shared/payer-name';
import type { StatementCredit } from '../sync-server/reconcile/statement-credit';

const FIRST = ['Adaeze', 'Adebayo', 'Chidi', 'Chioma', 'Chinedu', 'Emeka', 'Fatima', 'Funke', 'Ngozi', 'Nkechi', 'Tunde', 'Segun', 'Kemi', 'Bola', 'Musa', 'Aisha', 'Ibrahim', 'Ifeoma', 'Obinna', 'Uche', 'Yetunde', 'Yusuf', 'Zainab', 'Halima', 'Amaka', 'Babatunde', 'Damilola', 'Temitope', 'Olumide', 'Sade', 'Kelechi', 'Ikenna', 'Nnamdi', 'Gbenga', 'Femi', 'Bisi', 'Rukayat', 'Usman', 'Hauwa', 'Blessing'];
const LAST = ['Okafor', 'Obi', 'Bakare', 'Abubakar', 'Eze', 'Yusuf', 'Adebayo', 'Ibrahim', 'Nwosu', 'Ade', 'Bello', 'Ojo', 'Okonkwo', 'Lawal', 'Danjuma', 'Adeyemi', 'Balogun', 'Ogundipe', 'Umar', 'Etim', 'Chukwu', 'Salami', 'Onyeka', 'Aliyu', 'Oladipo'];
const RELATIVES = ['MAMA', 'PAPA', 'MRS', 'BROTHER', 'AUNTY'];
const PURSES = [
  { name: 'December dues', naira: 5_000 },
  { name: 'Burial levy', naira: 5_000 },
  { name: 'Xmas party', naira: 10_000 },
];
const MEMBERS = 120;
const CODE_SHARE = 0.7;

// Small deterministic generators, so every run measures the same month: one for the month, one
// for how codes are typed (so the month with codes is the same month, only its remarks differ).
const generator = (start: number) => {
  let seed = start;
  const next = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!, reset: (to: number) => void (seed = to) };
};
const main = generator(27);
const random = main.next;
const pick = main.pick;
const typing = generator(1);

/** How banks print a transfer's narration, cut at their width (from the real alerts' shapes). */
const BANKS: { name: string; narration: (sender: string, remark: string, n: number) => string; width: number }[] = [
  { name: 'gtbank', narration: (s, r) => `-TRANSFER FROM ${s}-${r}`, width: 60 },
  { name: 'zenith', narration: (s, r) => `NIP CR/MOB/${s}/${r}`, width: 38 },
  { name: 'access', narration: (s, r, n) => `${String(100 + (n % 800))}NIPL26${String(160000 + n)}/${s}/${r}`, width: 60 },
  { name: 'uba', narration: (s, r) => `TNF-${s}/${r}`, width: 45 },
  { name: 'moniepoint', narration: (s) => `Transfer from ${s}`, width: 60 },
  { name: 'opay', narration: () => 'Transfer via E-Channel', width: 60 },
];

interface Member { userId: string; name: string; tag: string }
interface Transfer { credit: StatementCredit; proof: PendingProof | null; userId: string; projectId: string; typed: boolean; typedCode: boolean }

function group() {
  const members: Member[] = [];
  const taken = new Set<string>();
  for (let i = 0; i < MEMBERS; i++) {
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    const tag = freeMemberTag(memberTagBase(name), taken);
    taken.add(tag);
    members.push({ userId: `u${i}`, name, tag });
  }
  const purseTags = new Set<string>();
  const purses = PURSES.map((purse, i) => {
    const tag = freePurseTag(purseTagBase(purse.name, 2026), purseTags);
    purseTags.add(tag);
    return { ...purse, projectId: `p${i}`, tag };
  });
  return { members, purses };
}

/** A code as people type it: as shown, lower case, with a space, run together, after a word; sometimes a typo. */
function typed(code: string): string {
  const form = typing.pick([code, code.toLowerCase(), code.replace('-', ' '), code.replace('-', ''), `Dues ${code}`, `${code} dues`]);
  if (typing.next() < 0.05) return form.replace(/[A-Z]/i, (letter) => (letter.toUpperCase() === 'Q' ? 'W' : 'Q'));
  return form;
}

/** One month of transfers; `codes` false: the narration holds what members write today. */
function month(members: readonly Member[], purses: ReturnType<typeof group>['purses'], codes: boolean): Transfer[] {
  main.reset(2026);
  typing.reset(1);
  const transfers: Transfer[] = [];
  const start = Date.UTC(2026, 11, 1, 7);
  let n = 0;
  for (const member of members) {
    const bank = pick(BANKS);
    const relative = random() < 0.2;
    const sender = relative ? `${pick(RELATIVES)} ${member.name.split(' ')[1]!.toUpperCase()}` : (random() < 0.5 ? member.name : member.name.split(' ').reverse().join(' ')).toUpperCase();
    const day = start + Math.floor(random() * 25) * 86_400_000;
    for (const purse of purses) {
      if (random() < 0.15) continue; // not paid this one yet
      n += 1;
      const at = day + Math.floor(random() * 10 * 3_600_000);
      const code = payCode(member.tag, purse.tag)!;
      const typedCode = codes && typing.next() < CODE_SHARE;
      const otherwise = pick(['Dues', 'December dues', 'levy', 'Tf', '', 'ajo', 'contribution']);
      const remark = typedCode ? typed(code) : otherwise;
      const narration = bank.narration(sender, remark, n).slice(0, bank.width);
      const credit: StatementCredit = { line: n, postedAt: new Date(at).toISOString(), amountKobo: purse.naira * 100, narration, reference: null, balanceKobo: null, key: `k${n}` };
      // Most send a proof within the hour; some days later; some never.
      const sends = random();
      const proof: PendingProof | null =
        sends < 0.1
          ? null
          : {
              id: `c${n}`,
              amountKobo: purse.naira * 100,
              submittedAt: new Date(at + (sends < 0.25 ? (2 + Math.floor(random() * 4)) * 86_400_000 : Math.floor(random() * 60) * 60_000)).toISOString(),
              payerName: member.name,
              declaredReference: null,
              readReference: null,
              readSessionId: null,
              readPaidAt: null,
              readAmountKobo: null,
              payCode: code,
            };
      transfers.push({ credit, proof, userId: member.userId, projectId: purse.projectId, typed: typedCode, typedCode: typedCode && narration.toUpperCase().includes(remark.toUpperCase()) });
    }
  }
  return transfers;
}

function measure(transfers: readonly Transfer[], book: ReturnType<typeof codeBook>, members: readonly Member[]) {
  const proofs = transfers.flatMap((t) => (t.proof ? [t.proof] : []));
  const result = matchCredits(
    transfers.map((t) => t.credit),
    proofs,
    { book, sharedNames: sharedNames(members.map((m) => m.name)) },
  );
  const owner = new Map(transfers.filter((t) => t.proof).map((t) => [t.proof!.id, t.credit.line]));
  const confident = result.matches.filter((m) => m.confident);
  return {
    credits: transfers.length,
    proofs: proofs.length,
    withProof: transfers.filter((t) => t.proof).length,
    codesTyped: transfers.filter((t) => t.typed).length,
    codesKept: transfers.filter((t) => t.typedCode).length,
    right: confident.filter((m) => owner.get(m.contributionId) === m.line).length,
    wrong: confident.filter((m) => owner.get(m.contributionId) !== m.line).length,
    wrongCases: confident.filter((m) => owner.get(m.contributionId) !== m.line).map((m) => ({ credit: transfers.find((t) => t.credit.line === m.line)!.credit, proof: proofs.find((p) => p.id === m.contributionId)!, reasons: m.reasons.map((r) => r.code) })),
    unsure: result.matches.length - confident.length,
  };
}

const { members, purses } = group();
const book = codeBook(
  members.map((m) => ({ userId: m.userId, tag: m.tag })),
  purses.map((p) => ({ projectId: p.projectId, tag: p.tag })),
);
const floor = measure(month(members, purses, false), book, members);
const coded = measure(month(members, purses, true), book, members);
const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
console.log(`Payment codes in reconciliation: ${MEMBERS} members, ${purses.length} purses (${purses.map((p) => p.tag).join(', ')}), ${floor.credits} transfers, ${floor.withProof} with a proof`);
console.log(`  without codes (floor)       confident right ${String(floor.right).padStart(4)} (${pct(floor.right, floor.withProof)} of the paid proofs)  wrong ${floor.wrong}  not sure ${floor.unsure}`);
console.log(`  with codes (${Math.round(CODE_SHARE * 100)} % type them)   confident right ${String(coded.right).padStart(4)} (${pct(coded.right, coded.withProof)})  wrong ${coded.wrong}  not sure ${coded.unsure}  (${coded.codesTyped} typed a code, ${coded.codesKept} kept whole by the bank's narration)`);

// False positives on real text: no real alert holds one of our codes, so every code found is wrong.
const { alerts } = JSON.parse(readFileSync(new URL('../sync-server/reconcile/fixtures/real-alerts.json', import.meta.url), 'utf8')) as { alerts: { text: string; heldOut: boolean }[] };
main.reset(300);
const big = (() => {
  const taken = new Set<string>();
  const people = Array.from({ length: 300 }, (_, i) => {
    const tag = freeMemberTag(memberTagBase(`${pick(FIRST)} ${pick(LAST)}`), taken);
    taken.add(tag);
    return { userId: `m${i}`, tag };
  });
  const purseTaken = new Set<string>();
  const names = ['December dues', 'Monthly dues', 'Burial levy', 'Xmas party', 'Ajo 2026', 'Wedding support', 'Building levy', 'Transfer fund'];
  const bags = names.flatMap((name, i) => [2025, 2026].map((year) => {
    const tag = freePurseTag(purseTagBase(name, year), purseTaken);
    purseTaken.add(tag);
    return { projectId: `q${i}-${year}`, tag };
  }));
  return codeBook(people, bags);
})();
const found = alerts.flatMap((alert) => codesIn(alert.text, big).map((holder) => `${holder.code} in "${alert.text.slice(0, 40)}"`));
console.log(`  real alerts (${alerts.length}, ${alerts.filter((a) => a.heldOut).length} held out): codes of a 300-member, 16-purse group found in them: ${found.length}${found.length ? ` (${found.join('; ')})` : ''}`);
if (process.env.BENCH_DEBUG) console.log(JSON.stringify(floor.wrongCases, null, 1), JSON.stringify(coded.wrongCases, null, 1));
if (coded.wrong > 0 || found.length > 0) process.exitCode = 1;
