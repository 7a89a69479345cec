import { describe, expect, it } from 'vitest';
import { EMBEDDED_ANSWER_ID, embeddedAnswerElement, publicAnswerPathOf } from './embedded-answer';

const LINK = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('publicAnswerPathOf', () => {
  it.each([
    [`/register/${LINK}`, `/api/groups/registration/${LINK}`],
    [`/join/${LINK.toUpperCase()}`, `/api/groups/registration/${LINK}`],
    ['/register/not-a-link', '/api/groups/registration/not-a-link'],
    ['/ajo-circle', '/api/groups/slug/ajo-circle'],
    ['/dashboard', null],
    ['/', null],
    ['/register/%E0%A4%A', null],
    [`/register/${LINK}/extra`, null],
  ])('%s -> %s', (path, expected) => {
    expect(publicAnswerPathOf(path)).toBe(expected);
  });
});

describe('embeddedAnswerElement', () => {
  it('cannot be ended by a group name, and still reads back as the same JSON', () => {
    const answer = { name: '</script><script>alert(1)</script><!--', description: 'a\u2028b' };
    const html = embeddedAnswerElement('/api/groups/registration/x"><b>', JSON.stringify(answer));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html).toContain(`id="${EMBEDDED_ANSWER_ID}" data-path="/api/groups/registration/x&quot;&gt;&lt;b&gt;"`);
    const json = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual(answer);
  });
});
