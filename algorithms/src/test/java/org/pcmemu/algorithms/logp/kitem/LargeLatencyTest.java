package org.pcmemu.algorithms.logp.kitem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;

/**
 * Plans and bounds whose work grows with the number of messages, not with the latency: at
 * lambda = 10^8 and 2^40 they come within seconds (a step-by-step plan never ended there, and an
 * array of the postal Fibonacci numbers took 6 GB). The expected values are worked out by hand
 * from SPAA Definition 2.5: for j &lt; L, f_{L+j} = j + 2, so with P - 1 = 9 receivers B(9) = L + 7
 * and the sum of f_i below it is L + (2 + 3 + ... + 8) = L + 35.
 */
class LargeLatencyTest {
    private static final long HUNDRED_MILLION = 100_000_000L;
    private static final long TWO_TO_40 = 1L << 40;

    @Test
    void boundsAtHugeLatenciesInClosedForm() {
        assertTimeoutPreemptively(Duration.ofSeconds(2), () -> {
            for (long L : new long[] {HUNDRED_MILLION, TWO_TO_40}) {
                assertEquals(L + 7, KItemBounds.broadcastTime(9, L));
                assertEquals((L + 35) / 9, KItemBounds.kStar(9, L));
                assertEquals(L + 7, KItemBounds.fibonacciIndex(10, L)); // f_{L+7} = 9 exactly
                assertEquals(L + 8, KItemBounds.fibonacciIndex(11, L)); // f_{L+8} = 10
                // the count of Theorem 3.1's proof: one reception per step while f_j = 1, so k(P-1) - 1 steps
                assertEquals(L + 8 * 9 - 1, KItemBounds.countingBound(10, L, 8));
                assertEquals((L + 7) + L + 7 - (L + 35) / 9, KItemBounds.theorem31(10, L, 8));
            }
        });
    }

    /* Theorem 3.8: the buffered single-sending plan costs L + B(P-1) + k - 1. */
    @Test
    void bufferedPlanAtTwoToTheFortyComesAtOnce() {
        KItemPlan plan = assertTimeoutPreemptively(Duration.ofSeconds(5),
                () -> BufferedPlanner.plan(10, TWO_TO_40, 4));
        assertEquals(TWO_TO_40 + (TWO_TO_40 + 7) + 4 - 1, plan.plannedCost());
        assertEquals(4 * 9, plan.sends().size());
    }

    @Test
    void kItemAndContinuousBroadcastsRunAtHugeLatencies() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            KItemReport single = KItemReport.run(LogP.postal(10, TWO_TO_40), KItemAlgorithm.SINGLE_SENDING, 8,
                    RunOptions.defaults());
            assertEquals((TWO_TO_40 + 7) + TWO_TO_40 + 8 - 1, single.measured()); // section 3.4's B(P-1) + L + k - 1
            KItemReport optimal = KItemReport.run(LogP.postal(10, HUNDRED_MILLION), KItemAlgorithm.OPTIMAL, 8,
                    RunOptions.defaults());
            assertEquals(HUNDRED_MILLION + 71, optimal.measured()); // the counting bound, reached
            ContinuousReport continuous = ContinuousReport.run(LogP.postal(10, HUNDRED_MILLION), 40,
                    RunOptions.defaults());
            assertEquals(HUNDRED_MILLION + (HUNDRED_MILLION + 7), continuous.measured()); // L + B(P-1)
            assertTrue(continuous.bound().holdsFor(continuous.measured()));
        });
    }

    /* A table of one column per step would have 10^8 columns: refused, naming the limit. */
    @Test
    void receptionTableOfTooManyStepsIsRefused() {
        ContinuousReport r = ContinuousReport.run(LogP.postal(10, HUNDRED_MILLION), 3, RunOptions.defaults());
        InvalidParameterException e = assertThrows(InvalidParameterException.class, () -> r.table().lines(true));
        assertTrue(e.getMessage().contains("more than the " + ReceptionTable.MOST_COLUMNS + " it prints"),
                e.getMessage());
    }
}
