// A brand's lotteries come from its site config (`lotto.lotteries`, checked by schemas:check with
// domain/lotto's lotteryProblems). Requests read the content they are answered with (a studio
// preview sees its drafts); the sweep reads what each brand serves now.
import type { LotteryDefinition } from '../../domain/lotto/index';
import { findCurrency } from '../../domain/money/currencies';
import type { ServerContent } from '../content/serverContent';
import type { ServerContext } from '../http/serverContext';

/** The brand's lotteries in catalogue order; none when the brand has no lotto (or is unknown). */
export function lotteriesIn(content: ServerContent, brandId: string): readonly LotteryDefinition[] {
  return content.brands.get(brandId)?.site.lotto?.lotteries ?? [];
}

/** The lotteries each brand serves now (published config): what the sweep draws by. */
export function servedLotteries(
  ctx: ServerContext,
): (brand: string) => readonly LotteryDefinition[] {
  return (brand) => lotteriesIn(ctx.contentStore.servedFor(brand).content, brand);
}

export function findLottery(
  lotteries: readonly LotteryDefinition[],
  lotteryId: string,
): LotteryDefinition | undefined {
  return lotteries.find((l) => l.id === lotteryId);
}

/** The house account of a brand's lotto (one per currency): stakes in, wins out. */
export function lottoAccountCode(brand: string): string {
  return `lotto.${brand}`;
}

export function minorDigitsOf(currencyId: number): number {
  return findCurrency(currencyId)?.minorUnitDigits ?? 2;
}
