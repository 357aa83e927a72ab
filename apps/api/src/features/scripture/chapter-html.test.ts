import { describe, expect, it } from 'vitest';
import { splitChapterHtml } from './chapter-html';

// Shaped like API.Bible's chapter content with titles, chapter and verse numbers on.
const JOHN_3 = [
  '<h3 class="s1">Jesus and Nicodemus</h3>',
  '<p class="p"><span data-number="3" data-sid="JHN 3" class="c">3</span>',
  '<span data-number="1" data-sid="JHN 3:1" class="v">1</span>Now there was a man of the Pharisees named Nicodemus, a ruler of the Jews;¶ ',
  '<span data-number="2" data-sid="JHN 3:2" class="v">2</span>this man came to Jesus by night and said to Him, &#8220;Rabbi, we know&#8221;</p>',
  '<h3 class="s1">The Love of God</h3>',
  '<p class="p"><span data-number="3" data-sid="JHN 3:3" class="v">3</span>Jesus answered <span class="wj">&#8220;Truly, truly&#8221;</span> &amp; more.</p>',
].join('');

describe('splitChapterHtml', () => {
  it('splits at verse markers and strips tags, pilcrows and the chapter number', () => {
    expect(splitChapterHtml(JOHN_3).map(({ verse, text }) => ({ verse, text }))).toEqual([
      {
        verse: 1,
        text: 'Now there was a man of the Pharisees named Nicodemus, a ruler of the Jews;',
      },
      { verse: 2, text: 'this man came to Jesus by night and said to Him, “Rabbi, we know”' },
      { verse: 3, text: 'Jesus answered “Truly, truly” & more.' },
    ]);
  });

  it('keeps paragraph starts and section headings with the verse they introduce', () => {
    const verses = splitChapterHtml(JOHN_3);
    expect(verses[0]).toMatchObject({ paragraph: true, heading: 'Jesus and Nicodemus' });
    expect(verses[1]?.paragraph).toBeUndefined();
    expect(verses[1]?.heading).toBeUndefined();
    expect(verses[2]).toMatchObject({ paragraph: true, heading: 'The Love of God' });
  });

  it('returns no verses for content without markers', () => {
    expect(splitChapterHtml('<p class="p">No verses here</p>')).toEqual([]);
  });
});
