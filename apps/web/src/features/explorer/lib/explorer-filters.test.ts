import { describe, expect, it } from 'vitest';
import { makeCategory } from '../../../test/prompt-fixture.ts';
import { modeHeading, modeParams, modeSource, readMode, readScope, readSort } from './explorer-filters.ts';

const read = (query: string) => readMode(new URLSearchParams(query));

describe('explorer filter modes', () => {
  it('reads one mode from the query string', () => {
    expect(read('')).toEqual({ kind: 'all' });
    expect(read('q=%20cover%20letter%20')).toEqual({ kind: 'search', query: 'cover letter' });
    expect(read('category=3')).toEqual({ kind: 'category', category: '3' });
    expect(read('trending=true')).toEqual({ kind: 'trending' });
    expect(read('featured=true')).toEqual({ kind: 'featured' });
    expect(read('new=true')).toEqual({ kind: 'new' });
    expect(read('trending=false&q=')).toEqual({ kind: 'all' });
  });

  it('lets search win over category, and category over the flags, in a hand-written URL', () => {
    expect(read('category=3&q=email&trending=true')).toEqual({ kind: 'search', query: 'email' });
    expect(read('trending=true&category=3')).toEqual({ kind: 'category', category: '3' });
  });

  it('writes exactly one parameter, so choosing a mode clears the others', () => {
    expect(modeParams({ kind: 'all' }).toString()).toBe('');
    expect(modeParams({ kind: 'search', query: 'a b' }).toString()).toBe('q=a+b');
    expect(modeParams({ kind: 'category', category: '3' }).toString()).toBe('category=3');
    expect(modeParams({ kind: 'new' }).toString()).toBe('new=true');
    for (const query of ['q=x', 'category=2', 'trending=true', 'featured=true', 'new=true']) {
      expect(modeParams(read(query)).toString()).toBe(query);
    }
  });

  it('reads the matching list in pages of 12, newest first unless another sort is chosen', () => {
    expect(modeSource({ kind: 'all' })).toEqual({ list: '', params: { size: 12, sort: ['createdAt,desc'] } });
    expect(modeSource({ kind: 'category', category: '3' }).params).toMatchObject({ category: '3' });
    expect(modeSource({ kind: 'trending' }).list).toBe('trending');
    expect(modeSource({ kind: 'search', query: 'x' })).toEqual({
      list: 'search',
      params: { size: 12, sort: ['createdAt,desc'], query: 'x' },
    });
    expect(modeSource({ kind: 'all' }, 'uses').params.sort).toEqual(['usesCount,desc']);
    expect(modeSource({ kind: 'featured' }, 'rating').params.sort).toEqual(['rating,desc']);
    expect(modeSource({ kind: 'search', query: 'x' }, 'rating').params.sort).toEqual(['rating,desc']);
  });

  it('reads the sort from the query string, Newest when missing or unknown', () => {
    expect(readSort(new URLSearchParams(''))).toBe('newest');
    expect(readSort(new URLSearchParams('sort=rating'))).toBe('rating');
    expect(readSort(new URLSearchParams('sort=uses&q=x'))).toBe('uses');
    expect(readSort(new URLSearchParams('sort=createdAt,desc'))).toBe('newest');
  });

  it('writes the sort beside the mode, leaving the default out', () => {
    expect(modeParams({ kind: 'all' }, 'newest').toString()).toBe('');
    expect(modeParams({ kind: 'all' }, 'rating').toString()).toBe('sort=rating');
    expect(modeParams({ kind: 'search', query: 'a' }, 'uses').toString()).toBe('q=a&sort=uses');
    expect(modeParams({ kind: 'trending' }, 'rating').toString()).toBe('trending=true&sort=rating');
  });

  it('reads the Library from the query string, All when missing or unknown, and asks for it', () => {
    const scope = (query: string) => readScope(new URLSearchParams(query));
    expect(scope('')).toBe('all');
    expect(scope('scope=shared')).toBe('shared');
    expect(scope('scope=group%3A5')).toBe('group:5');
    expect(scope('scope=group%3A0')).toBe('all');
    expect(scope('scope=mine')).toBe('all');
    expect(modeParams({ kind: 'new' }, 'rating', 'public').toString()).toBe(
      'new=true&sort=rating&scope=public',
    );
    expect(modeSource({ kind: 'all' }, 'newest', 'shared').params).toMatchObject({ scope: 'shared' });
    expect(modeSource({ kind: 'all' }, 'newest', 'all').params).not.toHaveProperty('scope');
  });

  it('names the active filter in the heading', () => {
    const categories = [makeCategory(3, 'Marketing')];
    expect(modeHeading({ kind: 'search', query: 'email' }, categories)).toBe('Search results for "email"');
    expect(modeHeading({ kind: 'category', category: '3' }, categories)).toBe('Marketing Prompts');
    expect(modeHeading({ kind: 'category', category: 'marketing' }, categories)).toBe('Marketing Prompts');
    expect(modeHeading({ kind: 'trending' }, categories)).toBe('Trending Prompts');
    expect(modeHeading({ kind: 'featured' }, categories)).toBe('Featured Prompts');
    expect(modeHeading({ kind: 'new' }, categories)).toBe('New Prompts');
    expect(modeHeading({ kind: 'all' }, categories)).toBe('Explore Prompts');
  });
});
