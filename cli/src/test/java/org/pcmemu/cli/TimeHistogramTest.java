package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TimeHistogramTest {

    /* Figure times 0..24 in 3 bins of width ceil(25/3) = 9: [0,8], [9,17], [18,24]. */
    @Test
    void figureTimesFallIntoThreeBinsOfWidthNine() {
        TimeHistogram h = TimeHistogram.of(new long[] {0, 10, 14, 18, 20, 22, 24, 24}, 3);
        assertArrayEquals(new long[] {0, 9, 18}, h.low());
        assertArrayEquals(new long[] {8, 17, 24}, h.high());
        assertArrayEquals(new long[] {1, 2, 5}, h.counts());
        assertEquals(5, h.largestCount());
    }

    @Test
    void fewDistinctValuesGetOneBinEach() {
        TimeHistogram h = TimeHistogram.of(new long[] {5, 7, 7, 6}, 12);
        assertArrayEquals(new long[] {5, 6, 7}, h.low());
        assertArrayEquals(new long[] {1, 1, 2}, h.counts());
    }
}
