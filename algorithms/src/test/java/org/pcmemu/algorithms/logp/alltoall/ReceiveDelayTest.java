package org.pcmemu.algorithms.logp.alltoall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The staggered plan's reception delay in closed form against the definition checked cycle by
 * cycle (the least delta >= 0 for which no send overhead meets a reception overhead), and its
 * cost independent of the magnitude of the parameters.
 */
class ReceiveDelayTest {

    /* The definition: the least delta in [0, all sends first] such that no send mD lies in (L + delta, L + 2o + delta). */
    private static long bySearch(long n, long L, long o, long period) {
        if (n <= 1 || period == 0) {
            return 0;
        }
        long allSendsFirst = Math.max(0, period * (n - 1) - L);
        for (long delta = 0; delta < allSendsFirst; delta++) {
            boolean collides = false;
            for (long m = 0; m <= n - 1 && !collides; m++) {
                long send = m * period;
                collides = send > L + delta && send < L + 2 * o + delta;
            }
            if (!collides) {
                return delta;
            }
        }
        return allSendsFirst;
    }

    @Test
    void closedFormEqualsTheDefinitionOnASmallGrid() {
        for (long n = 0; n <= 12; n++) {
            for (long L = 0; L <= 12; L++) {
                for (long o = 0; o <= 6; o++) {
                    for (long period = 0; period <= 9; period++) {
                        assertEquals(bySearch(n, L, o, period), AllToAllBounds.delayWith(n, L, o, period),
                                "n=" + n + " L=" + L + " o=" + o + " D=" + period);
                    }
                }
            }
        }
    }

    @Test
    void hugeOverheadIsImmediate() {
        long o = 1L << 40;
        long delta = assertTimeoutPreemptively(Duration.ofSeconds(2),
                () -> AllToAllBounds.receiveDelay(8, 1, 1, o, 1));
        // D = max(g, o) = o < 2o: all sends first, delta = D(N - 1) - L with N = 7
        assertEquals(o * 6 - 1, delta);
    }
}
