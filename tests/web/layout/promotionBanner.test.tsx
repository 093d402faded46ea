import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bonusPercent, splitDuration } from '../../../src/layout/banner/countdown';
import { PromotionBanner, PromotionCountdown } from '../../../src/layout/banner/PromotionBanner';
import { forgetPublicConfig } from '../../../src/lib/publicConfig';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { anonymous, member, renderInAdmin, stubPublicConfig } from '../support/renderInAdmin';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  forgetPublicConfig();
});

const countdown = () => screen.queryByTestId('promotion-countdown')?.textContent;

describe('promotion banner', () => {
  it('counts down every second and goes away by itself at expiry', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    render(
      <MemoryRouter>
        <I18nContextProvider value={i18nProvider}>
          <PromotionCountdown expiresAt={Date.now() + 3_000} multiplier={1.5} />
        </I18nContextProvider>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('promotion-banner')).toHaveTextContent(
      'Khuyến mãi nạp tiền: tặng thêm 50% BELI cho mỗi lần nạp.',
    );
    expect(countdown()).toBe('Kết thúc sau 00:00:03');
    act(() => vi.advanceTimersByTime(1_000));
    expect(countdown()).toBe('Kết thúc sau 00:00:02');
    act(() => vi.advanceTimersByTime(1_000));
    expect(countdown()).toBe('Kết thúc sau 00:00:01');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByTestId('promotion-banner')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is not shown once expired, nor without a bonus', () => {
    render(
      <MemoryRouter>
        <I18nContextProvider value={i18nProvider}>
          <PromotionCountdown expiresAt={Date.now() - 1} multiplier={2} />
          <PromotionCountdown expiresAt={Date.now() + 60_000} multiplier={1} />
        </I18nContextProvider>
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('promotion-banner')).toBeNull();
  });

  it('shows the bonus as (multiplier − 1) × 100 % and long waits in days', () => {
    expect(bonusPercent(1.5)).toBe('50%');
    expect(bonusPercent(2)).toBe('100%');
    expect(bonusPercent(1.125)).toBe('12,5%');
    expect(splitDuration(90_061_000)).toEqual({ days: 1, clock: '01:01:01' });
  });

  it('reads the promotion from public config, for permission.me users only', async () => {
    const fetchMock = stubPublicConfig({
      PROMOTION_TIME_EXPIRED: String(Date.now() + 2 * 86_400_000 + 5_000),
      PROMOTION_MULTI: '1.2',
    });
    const { unmount } = renderInAdmin(<PromotionBanner />, { visitor: anonymous });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await act(() => Promise.all(fetchMock.mock.results.map((r) => r.value)));
    expect(screen.queryByTestId('promotion-banner')).toBeNull();
    unmount();

    renderInAdmin(<PromotionBanner />, { visitor: member });
    expect(await screen.findByTestId('promotion-banner')).toHaveTextContent('tặng thêm 20% BELI');
    expect(countdown()).toMatch(/^Kết thúc sau 2 ngày 00:00:0\d$/);
  });
});
