import { ApiError } from '../../lib/errors';
import { KeyedLine } from '../../lib/keyedLine';

/** A member's runs composed one at a time, three more waiting their turn; past that a 429. */
export const PAID_RUNS_IN_LINE = 4;

export const paidRunLine = () =>
  new KeyedLine<number>(
    PAID_RUNS_IN_LINE,
    () =>
      new ApiError(
        429,
        'TOO_MANY_RUNS',
        `Bạn đang có ${PAID_RUNS_IN_LINE} lần ghép ảnh chưa xong: hãy đợi chúng xong rồi thử lại`,
      ),
  );
