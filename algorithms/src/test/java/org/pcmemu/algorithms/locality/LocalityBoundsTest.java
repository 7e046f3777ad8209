package org.pcmemu.algorithms.locality;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.IntToLongFunction;
import org.junit.jupiter.api.Test;

/** The paper's sums evaluated by hand (l = ceil(log2 k), lifted to 1 at k = 1). */
class LocalityBoundsTest {
    private static final IntToLongFunction LOG = k -> Math.max(1, 32 - Integer.numberOfLeadingZeros(k - 1));

    @Test
    void rootsAndLogLogsAreExact() {
        assertEquals(18, Roots.ceilRoot(300, 1));   // 17.32
        assertEquals(5, Roots.ceilRoot(300, 2));    // 4.16
        assertEquals(3, Roots.ceilRoot(300, 3));    // 2.04
        assertEquals(17, Roots.floorRoot(300, 1));
        assertEquals(4, Roots.floorRoot(300, 2));
        assertEquals(2, Roots.floorRoot(300, 3));
        assertEquals(65536, Roots.ceilRoot(1L << 32, 1));
        int[] ps = {2, 3, 4, 5, 16, 17, 256, 257, 65536, 65537};
        int[] ceil = {0, 1, 1, 2, 2, 3, 3, 4, 4, 5};
        int[] floor = {0, 0, 1, 1, 2, 2, 3, 3, 4, 4};
        for (int i = 0; i < ps.length; i++) {
            assertEquals(ceil[i], Roots.ceilLogLog(ps[i]), "ceil log log " + ps[i]);
            assertEquals(floor[i], Roots.floorLogLog(ps[i]), "floor log log " + ps[i]);
        }
        for (long p : new long[] {2, 4, 16, 256, 65536, 1L << 32}) {
            assertTrue(Roots.isDoublyExponential(p), Long.toString(p));
        }
        for (long p : new long[] {1, 3, 8, 32, 64, 255, 257, 1L << 31}) {
            assertFalse(Roots.isDoublyExponential(p), Long.toString(p));
        }
        assertThrows(IllegalArgumentException.class, () -> Roots.ceilLogLog(1));
    }

    @Test
    void theorem32AtADoublyExponentialPIsEquation31() {
        assertEquals(1, LocalityBounds.theorem32(2, LOG));
        assertEquals(2 + 2, LocalityBounds.theorem32(4, LOG));
        assertEquals(4 + 2 * 2 + 4 * 1, LocalityBounds.theorem32(16, LOG));
        assertEquals(16 + 2 * 8 + 4 * 4 + 8 * 2 + 16 * 1, LocalityBounds.theorem32(65536, LOG));
        assertEquals(8 + 2 * 4 + 4 * 2 + 8 * 1, LocalityBounds.theorem32(256, LOG)); // roots 256, 16, 4, 2
        assertThrows(IllegalArgumentException.class, () -> LocalityBounds.rootSum(300, LOG));
    }

    /* p = 300: ceil(log log 300) = 4; ceiling roots 300, 18, 5, 3, 2 -> l = 9, 5, 3, 2, 1. */
    @Test
    void theorem32OtherwiseIsTheCeilingBound() {
        long sum = 9 + 2 * 5 + 4 * 3 + 8 * 2 + 16;
        assertEquals(9 + 2 * sum, LocalityBounds.theorem32(300, LOG));
        assertEquals(1, LocalityBounds.theorem32(1, LOG)); // T(1) = l(1)
    }

    /* p = 300: floor(log log 300) = 3; floor roots 300, 17, 4, 2 -> l = 9, 5, 2, 1. */
    @Test
    void theorem46UsesFloorsSoItNeverExceedsEquation31() {
        assertEquals(9 + 2 * 5 + 4 * 2 + 8 * 1, LocalityBounds.theorem46(300, LOG));
        assertEquals(LocalityBounds.rootSum(65536, LOG), LocalityBounds.theorem46(65536, LOG));
        assertEquals(0, LocalityBounds.theorem46(1, LOG));
    }

    /* f = max{log k, 3}: f(16) = 4, f(4) = 3, f(2) = 3. */
    @Test
    void theorems33And47UseTheLargerOfLAndG() {
        IntToLongFunction three = k -> 3;
        assertEquals(4 + 2 * 3 + 4 * 3, LocalityBounds.theorem33(16, LOG, three));
        assertEquals(4 + 2 * 3 + 4 * 3, LocalityBounds.theorem47(16, LOG, three));
        assertEquals(3, LocalityBounds.theorem33(1, LOG, three));
    }
}
