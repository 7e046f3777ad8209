package org.pcmemu.algorithms.fft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The exchange plan's delay delta in closed form: the same finish as a direct check of every
 * block against every reception (StaggeredRemapTest's planTime) on a grid of small parameters,
 * and at once where delta is billions of cycles (a loop over delta took minutes there).
 */
class UniformExchangeTest {

    @Test
    void finishEqualsTheDirectCheckOfEveryBlockAgainstEveryReception() {
        for (int P : new int[] {2, 4}) {
            for (int n : new int[] {P * P, 2 * P * P, 4 * P * P}) {
                for (long L = 0; L <= 13; L++) {
                    for (long o = 0; o <= 4; o++) {
                        for (long g = 1; g <= 9; g++) {
                            for (long local = 0; local <= 5; local++) {
                                long m = n / P;
                                UniformExchange plan = new UniformExchange(m - m / P, local, (m / P) * local, L, o, g);
                                assertEquals(StaggeredRemapTest.planTime(n, P, local, L, o, g), plan.finish(),
                                        "P=" + P + " n=" + n + " L=" + L + " o=" + o + " g=" + g + " local=" + local);
                            }
                        }
                    }
                }
            }
        }
    }

    /*
     * L = 6, o = 2, g = 4, local = 2^32 + 8, N = 12 (n = 64 on P = 4): the period local + o leaves
     * no room for a reception, so its delta waits for the last block, 11 D - L; the period
     * local + 2o has room 0 and L mod D = 6 > 0, so delta = D - L, and that plan ends first.
     */
    @Test
    void delayOfBillionsOfCyclesComesAtOnce() {
        long local = 4_294_967_304L;
        UniformExchange plan = assertTimeoutPreemptively(Duration.ofSeconds(1),
                () -> new UniformExchange(12, local, 3 * local, 6, 2, 4));
        long wide = local + 4;
        assertEquals(wide, assertTimeoutPreemptively(Duration.ofSeconds(1), plan::period));
        assertEquals(wide - 6, assertTimeoutPreemptively(Duration.ofSeconds(1), plan::delay));
        assertEquals(3 * local + local + 4 + 6 + (wide - 6) + 11 * wide, plan.finish());
    }

    @Test
    void finishBeyond64BitsIsAnArithmeticException() {
        UniformExchange plan = new UniformExchange(1L << 40, Long.MAX_VALUE / 4, 0, 6, 2, 4);
        assertThrows(ArithmeticException.class, plan::finish);
    }
}
