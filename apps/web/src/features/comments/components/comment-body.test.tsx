import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyParts, CommentBody } from './comment-body.tsx';

describe('comment bodies', () => {
  it('splits out http and https links, leaving sentence punctuation outside them', () => {
    expect(bodyParts('Read (https://a.example/x?y=1), then http://b.example.')).toEqual([
      { text: 'Read (' },
      { text: 'https://a.example/x?y=1', href: 'https://a.example/x?y=1' },
      { text: '), then ' },
      { text: 'http://b.example', href: 'http://b.example/' },
      { text: '.' },
    ]);
  });

  it('links nothing else: other schemes and markup stay text', () => {
    expect(bodyParts('javascript:alert(1) <a href="x">y</a> ftp://f.example')).toEqual([
      { text: 'javascript:alert(1) <a href="x">y</a> ftp://f.example' },
    ]);
  });

  it('renders markup as the characters typed', () => {
    const { container } = render(<CommentBody body={'<b>bold</b>\n<img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('b, img')).toBeNull();
    expect(screen.getByText(/<b>bold<\/b>/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
