import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withMarkup } from './with-markup';

describe('withMarkup', () => {
  it('puts the node where the placeholder sits, in any word order', () => {
    const english = (mark: string) => `Enter the code sent to ${mark}`;
    const yoruba = (mark: string) => `${mark} ni a fi kóòdù ránṣẹ́ sí`;
    expect(renderToStaticMarkup(<p>{withMarkup(english, <b>0803</b>)}</p>)).toBe('<p>Enter the code sent to <b>0803</b></p>');
    expect(renderToStaticMarkup(<p>{withMarkup(yoruba, <b>0803</b>)}</p>)).toBe('<p><b>0803</b> ni a fi kóòdù ránṣẹ́ sí</p>');
  });
});
