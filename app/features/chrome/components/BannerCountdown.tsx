import {COUNTDOWN_TICK_MS} from '~/config/chrome';
import {countdownParts, formatCountdown} from '~/features/chrome/model/countdown';
import {useNow} from '~/ui/hooks/use-now';

/**
 * Ticks each second. Rendered only in the browser (the server's clock would disagree), into a box
 * whose size is reserved by CSS so the banner does not move when it appears.
 */
export function BannerCountdown({endMs, prefix}: {endMs: number; prefix?: string}) {
  const now = useNow(COUNTDOWN_TICK_MS);
  const parts = now === null ? null : countdownParts(endMs, now);
  return (
    <span className="banner__countdown" role="timer" data-testid="banner-countdown">
      {parts ? formatCountdown(parts, prefix) : null}
    </span>
  );
}
