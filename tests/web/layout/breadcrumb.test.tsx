import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from '../../../src/layout/Breadcrumb';
import { youtubeEmbedUrl } from '../../../src/pages/tutorial/videoEmbed';
import { renderInAdmin } from '../support/renderInAdmin';

describe('breadcrumb', () => {
  it('links every segment of the path, known ones in Vietnamese, ids as they are', () => {
    renderInAdmin(<Breadcrumb />, { path: '/app/admin/user/42/wallet' });
    const trail = screen.getByRole('navigation', { name: 'Vị trí trang' });
    const links = within(trail).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Trang chủ', '/app'],
      ['Quản trị', '/app/admin'],
      ['Người dùng', '/app/admin/user'],
      ['42', '/app/admin/user/42'],
      ['Ví', '/app/admin/user/42/wallet'],
    ]);
    expect(links.at(-1)).toHaveAttribute('aria-current', 'page');
  });
});

describe('tutorial video address', () => {
  it('embeds YouTube addresses and leaves others as links', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(embed);
    expect(youtubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(embed);
    expect(youtubeEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(embed);
    expect(youtubeEmbedUrl('https://videos.example.test/huong-dan.mp4')).toBeNull();
    expect(youtubeEmbedUrl('không phải địa chỉ')).toBeNull();
  });
});
