import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCatalogues, placeholders } from './i18n.mjs';

const SCHEMA = { $schema: 'https://inlang.com/schema/inlang-message-format' };
const LOCALES = ['en', 'pcm', 'yo', 'ha', 'ig'] as const;
type Catalogue = Record<string, unknown>;

/** A throwaway repository with one area `pay` whose catalogues are `byLocale`. */
function project(byLocale: Record<string, Catalogue>, options: { listed?: string[]; modules?: string[]; same?: object } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'gp-i18n-'));
  roots.push(root);
  mkdirSync(join(root, 'shared/i18n/project.inlang'), { recursive: true });
  mkdirSync(join(root, 'shared/i18n/messages/pay'), { recursive: true });
  mkdirSync(join(root, 'node_modules/@inlang/plugin-message-format/dist'), { recursive: true });
  writeFileSync(join(root, 'node_modules/@inlang/plugin-message-format/dist/index.js'), '');
  const settings = {
    baseLocale: 'en',
    locales: LOCALES,
    modules: options.modules ?? ['../../node_modules/@inlang/plugin-message-format/dist/index.js'],
    'plugin.inlang.messageFormat': { pathPattern: (options.listed ?? ['pay']).map((area) => `./messages/${area}/{locale}.json`) },
  };
  writeFileSync(join(root, 'shared/i18n/project.inlang/settings.json'), JSON.stringify(settings));
  for (const locale of LOCALES) {
    if (byLocale[locale]) writeFileSync(join(root, `shared/i18n/messages/pay/${locale}.json`), JSON.stringify({ ...SCHEMA, ...byLocale[locale] }));
  }
  if (options.same) writeFileSync(join(root, 'shared/i18n/messages/pay/same-as-english.json'), JSON.stringify(options.same));
  return root;
}
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const complete: Record<string, Catalogue> = {
  en: { pay_submit: 'Submit Payment', pay_total: 'Total: {amount}' },
  pcm: { pay_submit: 'Send the payment', pay_total: 'Total na {amount}' },
  yo: { pay_submit: 'Fi ìsanwó ránṣẹ́', pay_total: 'Àpapọ̀: {amount}' },
  ha: { pay_submit: 'Aika biyan kuɗi', pay_total: 'Jimla: {amount}' },
  ig: { pay_submit: 'Zipu ịkwụ ụgwọ', pay_total: 'Ngụkọta: {amount}' },
};
const withLocale = (locale: string, catalogue: Catalogue) => ({ ...complete, [locale]: catalogue });

describe('the catalogue check (run before every build)', () => {
  it('passes complete catalogues, and the repository’s own', () => {
    expect(checkCatalogues(project(complete))).toEqual([]);
    expect(checkCatalogues(join(import.meta.dirname, '..'))).toEqual([]);
  });

  it.each([
    ['a message missing in one language', withLocale('ha', { pay_submit: 'Aika biyan kuɗi' }), /ha\.json: "pay_total" is missing/],
    ['an unknown message in one language', withLocale('ig', { ...complete.ig, pay_extra: 'Ọzọ' }), /ig\.json: "pay_extra" is not in English/],
    ['a placeholder lost', withLocale('yo', { ...complete.yo, pay_total: 'Àpapọ̀' }), /yo\.json: "pay_total" has placeholders \{\} but English has \{amount\}/],
    ['a placeholder renamed', withLocale('pcm', { ...complete.pcm, pay_total: 'Total na {amout}' }), /placeholders \{amout\} but English has \{amount\}/],
    ['a translation left in English', withLocale('ha', { ...complete.ha, pay_submit: 'Submit Payment' }), /ha\.json: "pay_submit" is still the English text/],
    ['an empty translation', withLocale('ig', { ...complete.ig, pay_submit: ' ' }), /ig\.json: "pay_submit" is empty/],
    ['a key outside its area', { ...complete, en: { ...complete.en, groups_x: 'X' } }, /"groups_x" must start with "pay_"/],
    ['a catalogue file missing', { ...complete, yo: undefined as unknown as Catalogue }, /yo\.json: missing/],
  ])('fails on %s', (_, catalogues, problem) => {
    expect(checkCatalogues(project(catalogues)).join('\n')).toMatch(problem);
  });

  it('lets a language keep the English words only where its list says so', () => {
    const pidgin = withLocale('pcm', { ...complete.pcm, pay_submit: 'Submit Payment' });
    expect(checkCatalogues(project(pidgin, { same: { pcm: ['pay_submit'] } }))).toEqual([]);
    expect(checkCatalogues(project(pidgin, { same: { pcm: ['pay_gone'] } })).join('\n')).toMatch(/lists "pay_gone", which is no message of pay/);
  });

  it('fails on an area the project does not compile, and on a plugin from the network', () => {
    expect(checkCatalogues(project(complete, { listed: [] })).join('\n')).toMatch(/the area "pay" is not in plugin.inlang.messageFormat.pathPattern/);
    expect(checkCatalogues(project(complete, { modules: ['https://cdn.jsdelivr.net/npm/@inlang/plugin-message-format@4/dist/index.js'] })).join('\n')).toMatch(
      /would be fetched from the network/,
    );
  });

  it('reads placeholders in plural variants', () => {
    const plural = [{ declarations: ['input count', 'local countPlural = count: plural'], selectors: ['countPlural'], match: { 'countPlural=one': '{count} member', 'countPlural=*': '{count} members of {group}' } }];
    expect(placeholders(plural)).toEqual(['count', 'group']);
    expect(placeholders('Pay {amount} to {name}')).toEqual(['amount', 'name']);
  });
});

describe('the repository’s project settings', () => {
  it('load the message-format plugin from node_modules, never a CDN', () => {
    const settings = JSON.parse(readFileSync(join(import.meta.dirname, '../shared/i18n/project.inlang/settings.json'), 'utf8'));
    expect(settings.modules).toEqual(['../../node_modules/@inlang/plugin-message-format/dist/index.js']);
    expect(settings.locales).toEqual([...LOCALES]);
  });
});
