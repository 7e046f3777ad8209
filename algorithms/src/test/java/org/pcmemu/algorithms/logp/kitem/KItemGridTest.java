package org.pcmemu.algorithms.logp.kitem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pcmemu.models.Claim;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;

/**
 * Every algorithm on a grid of L, P and k, run on the emulator (each run checks that every
 * processor ends with items 1..k, each received once) and held to bounds computed here from the
 * f-recurrence ({@link KItemBoundsTest}), never from the plans.
 */
class KItemGridTest {
    private static final int[] PROCESSORS = {2, 3, 4, 5, 6, 8, 10, 11, 14, 17, 23};
    private static final int[] ITEMS = {1, 2, 5, 13};

    @Test
    void everyAlgorithmMeetsItsBoundsOnTheGrid() {
        for (long L = 1; L <= 5; L++) {
            for (int P : PROCESSORS) {
                for (int k : ITEMS) {
                    check(L, P, k);
                }
            }
        }
    }

    private static void check(long L, int P, int k) {
        long m = P - 1;
        long b = KItemBoundsTest.b(m, L);
        long lower = KItemBoundsTest.counting(m, L, k);
        long single = b + L + k - 1;
        long upper = b + 2 * L + k - 2;
        for (KItemAlgorithm a : KItemAlgorithm.values()) {
            String at = a.label() + " L=" + L + " P=" + P + " k=" + k;
            KItemReport r = KItemReport.run(LogP.postal(P, L), a, k, RunOptions.defaults());
            long measured = r.measured();
            assertTrue(r.bound().holdsFor(measured), at + ": " + measured + " vs " + r.bound());
            assertTrue(measured >= lower, at + ": below Theorem 3.1");
            switch (a) {
                case OPTIMAL -> {
                    assertTrue(measured <= upper, at + ": above Theorem 3.6");
                    if (r.bound().claim() == Claim.EQUALS) {
                        assertEquals(r.bound().value(), measured, at); // Theorem 3.1's count, or a proven optimum
                    }
                }
                case SINGLE_SENDING -> {
                    assertTrue(measured >= single, at + ": below the single-sending bound");
                    assertTrue(measured <= upper, at + ": above Theorem 3.7");
                }
                case BUFFERED -> assertEquals(single, measured, at + ": Theorem 3.8");
                case SEQUENTIAL -> assertEquals(k * KItemBoundsTest.b(P, L), measured, at + ": k B(P)");
                case PIPELINED -> assertTrue(measured >= k - 1 + L, at);
            }
        }
    }

    /* Theorem 3.3: a block-cyclic schedule, where found, gives every item the delay L + t, P - 1 = f_t. */
    @Test
    void continuousDelaysAreLPlusTWhereABlockCyclicScheduleIsFound() {
        for (long L = 3; L <= 10; L++) {
            long[] f = KItemBoundsTest.f(L, 60);
            for (int t = (int) L; f[t] <= 200; t++) {
                if (f[t] == f[t - 1]) {
                    continue;
                }
                ContinuousReport r = ContinuousReport.run(LogP.postal((int) f[t] + 1, L), 3 * t,
                        RunOptions.defaults());
                if (r.search() == SearchOutcome.FOUND) {
                    for (long d : r.delays()) {
                        assertEquals(L + t, d, "L=" + L + " t=" + t);
                    }
                } else {
                    assertTrue(r.measured() > L + t, "L=" + L + " t=" + t + ": no schedule, yet delay L + t");
                }
                assertTrue(r.bound().holdsFor(r.measured()), "L=" + L + " t=" + t);
            }
        }
    }

    /* Theorem 3.5: L = 2, P - 1 = f_t: delay L + t + 1 on pruned trees. */
    @Test
    void continuousLambdaTwoDelaysAreLPlusTPlusOne() {
        long[] f = KItemBoundsTest.f(2, 40);
        for (int t = 2; f[t] <= 150; t++) {
            ContinuousReport r = ContinuousReport.run(LogP.postal((int) f[t] + 1, 2), 2 * t, RunOptions.defaults());
            long expected = r.search() == SearchOutcome.FOUND ? 2 + t : 2 + t + 1;
            for (long d : r.delays()) {
                assertEquals(expected, d, "t=" + t);
            }
        }
    }
}
