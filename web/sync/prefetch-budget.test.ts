import { describe, expect, it } from 'vitest';
import { PREFETCH_BYTES_PER_RUN, PREFETCH_PER_RUN, prefetchBudget, THUMBNAILS_PER_RUN, type NetworkConnection } from './prefetch-budget';

const FULL = { count: PREFETCH_PER_RUN, bytes: PREFETCH_BYTES_PER_RUN, thumbnails: THUMBNAILS_PER_RUN };
const THUMBNAILS = { count: 0, bytes: 0, thumbnails: THUMBNAILS_PER_RUN };
const NONE = { count: 0, bytes: 0, thumbnails: 0 };

describe('the receipt prefetch budget of a sync run', () => {
  it.each<[string, NetworkConnection | undefined, typeof FULL]>([
    ['Wi-Fi', { type: 'wifi' }, FULL],
    ['Ethernet', { type: 'ethernet', saveData: false }, FULL],
    ['Wi-Fi with Save-Data', { type: 'wifi', saveData: true }, NONE],
    ['mobile data with Save-Data', { type: 'cellular', saveData: true }, NONE],
    ['mobile data', { type: 'cellular' }, THUMBNAILS],
    ['Bluetooth tethering', { type: 'bluetooth' }, THUMBNAILS],
    ['a type the API does not know', { type: 'unknown' }, THUMBNAILS],
    ['a browser that tells the Save-Data flag but not the type (desktop Chrome)', { saveData: false }, THUMBNAILS],
    ['a browser without the Network Information API', undefined, THUMBNAILS],
  ])('on %s', (_name, connection, budget) => {
    expect(prefetchBudget(connection)).toEqual(budget);
  });

  it('caps the bytes of a run even on Wi-Fi below forty 180 KB receipts', () => {
    expect(PREFETCH_BYTES_PER_RUN).toBeLessThan(40 * 180_000);
  });

  it("caps a run's thumbnails at a megabyte of 20 KB ones", () => {
    expect(THUMBNAILS_PER_RUN * 20_000).toBeLessThanOrEqual(PREFETCH_BYTES_PER_RUN);
  });
});
