package org.pcmemu.cli;

/**
 * Counts of per-processor values in at most {@code maxBins} equal-width bins covering
 * [min, max]; the compact view of P values when P is too large to list.
 *
 * @param low    low[i]..high[i] (inclusive) is bin i
 * @param counts how many values fall in each bin
 */
record TimeHistogram(long[] low, long[] high, long[] counts) {

    static TimeHistogram of(long[] values, int maxBins) {
        if (values.length == 0) {
            return new TimeHistogram(new long[0], new long[0], new long[0]);
        }
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        for (long v : values) {
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        long width = Math.ceilDiv(max - min + 1, maxBins);
        int bins = (int) Math.ceilDiv(max - min + 1, width);
        long[] low = new long[bins];
        long[] high = new long[bins];
        long[] counts = new long[bins];
        for (int i = 0; i < bins; i++) {
            low[i] = min + i * width;
            high[i] = Math.min(max, low[i] + width - 1);
        }
        for (long v : values) {
            counts[(int) ((v - min) / width)]++;
        }
        return new TimeHistogram(low, high, counts);
    }

    int bins() {
        return counts.length;
    }

    long largestCount() {
        long m = 0;
        for (long c : counts) {
            m = Math.max(m, c);
        }
        return m;
    }
}
