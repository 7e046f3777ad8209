package org.pcmemu.algorithms.fft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pcmemu.models.Claim;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.CostConvention;
import org.pcmemu.models.logp.CapacityMode;
import org.pcmemu.models.logp.LogP;

/**
 * The naive remap (everyone sends to 0 first, then 1, ...) against the staggered one: under the
 * enforced capacity its senders stall ("all but L/g processors will stall"), and it is slower on
 * every machine of the grid, with local work too (P=4, n=16, L=1, o=1, g=1, local=2: 17 against
 * the staggered plan's 14, which does its copy while it waits for the first message); its claim
 * (at least the paper's time, or its own lower bound) holds; on BSP both orders are one
 * h-relation and cost the same.
 */
class NaiveRemapTest {

    @Test
    void naiveIsSlowerThanStaggeredUnderTheEnforcedCapacity() {
        double least = Double.MAX_VALUE;
        for (int P : new int[] {4, 8}) {
            for (int n : new int[] {P * P, 4 * P * P}) {
                for (long L : new long[] {1, 4, 6, 9}) {
                    for (long o = 0; o <= 2; o++) {
                        for (long g : new long[] {1, 2, 4, 6}) {
                            for (long local : new long[] {0, 2}) {
                                FftProblem f = new FftProblem(n, P, 1, local, 11);
                                LogP m = new LogP(P, L, o, g);
                                FftReport naive = FftReport.run(m, f, FftAlgorithm.HYBRID_NAIVE, RunOptions.defaults());
                                FftReport staggered = FftReport.run(m, f, FftAlgorithm.HYBRID_STAGGERED,
                                        RunOptions.defaults());
                                String at = "P=" + P + " n=" + n + " L=" + L + " o=" + o + " g=" + g + " local=" + local;
                                assertTrue(naive.communication().measured() > staggered.communication().measured(),
                                        at);
                                assertTrue(naive.communication().holds() && naive.holds(), at);
                                assertEquals(Claim.AT_LEAST, naive.communication().bound().claim(), at);
                                assertTrue(naive.communication().measured() >= naive.schedule().value(), at);
                                assertTrue(naive.logP().capacity().stalledSends() > 0 || m.capacity() >= P - 1, at);
                                assertEquals(staggered.compute().measured(), naive.compute().measured(), at);
                                least = Math.min(least, (double) naive.communication().measured()
                                        / staggered.communication().measured());
                            }
                        }
                    }
                }
            }
        }
        System.out.println("naive / staggered remap, least ratio on the grid: " + least);
    }

    @Test
    void naiveRunsNeverClaimTheStaggeredPlansTime() {
        // P = 2 walks the same destinations as the staggered order but on the naive plan (no
        // reception delay, processor 1's own block last), so its time is its own: at least the lower bound
        int runs = 0;
        int differ = 0;
        for (int P : new int[] {1, 2}) {
            for (long L : new long[] {1, 3, 7}) {
                for (long o = 0; o <= 3; o++) {
                    for (long g : new long[] {1, 2, 5}) {
                        for (long local : new long[] {0, 2}) {
                            FftProblem f = new FftProblem(16, P, 0, local, 1);
                            LogP m = new LogP(P, L, o, g);
                            FftReport naive = FftReport.run(m, f, FftAlgorithm.HYBRID_NAIVE, RunOptions.defaults());
                            FftReport staggered = FftReport.run(m, f, FftAlgorithm.HYBRID_STAGGERED,
                                    RunOptions.defaults());
                            String at = "P=" + P + " L=" + L + " o=" + o + " g=" + g + " local=" + local;
                            if (P == 1) {
                                assertEquals(0, naive.communication().measured(), at);
                                assertEquals(0, staggered.schedule().value(), at + ": no remap runs on one processor");
                            } else {
                                assertEquals(Claim.AT_LEAST, naive.schedule().claim(), at);
                            }
                            assertTrue(naive.schedule().holdsFor(naive.scheduleMeasured()), at);
                            assertTrue(naive.communication().holds() && naive.holds(), at);
                            assertTrue(staggered.schedule().holdsFor(staggered.scheduleMeasured()), at);
                            differ += naive.communication().measured() != staggered.communication().measured() ? 1 : 0;
                            runs++;
                        }
                    }
                }
            }
        }
        assertTrue(differ > 0, "on " + runs + " runs the naive order's time differs from the staggered plan's"
                + " somewhere");
    }

    @Test
    void theEnforcedCapacityMakesTheNaiveRemapSlowerThanOnlyCheckingIt() {
        FftProblem f = new FftProblem(1024, 8, 1, 0, 5);
        LogP enforce = new LogP(8, 6, 2, 4);
        FftReport stalled = FftReport.run(enforce, f, FftAlgorithm.HYBRID_NAIVE, RunOptions.defaults());
        FftReport checked = FftReport.run(enforce.withCapacity(CapacityMode.CHECK), f, FftAlgorithm.HYBRID_NAIVE,
                RunOptions.defaults());
        assertTrue(stalled.logP().capacity().stalledSends() > 0);
        assertTrue(checked.logP().capacity().violations() > 0);
        assertTrue(stalled.communication().measured() > checked.communication().measured(),
                stalled.communication().measured() + " vs " + checked.communication().measured());
    }

    @Test
    void naiveRemapTimeDoesNotDependOnThreadScheduling() {
        FftProblem f = new FftProblem(1024, 8, 1, 1, 5);
        LogP m = new LogP(8, 6, 2, 4);
        FftReport base = FftReport.run(m, f, FftAlgorithm.HYBRID_NAIVE, RunOptions.defaults());
        for (long seed = 1; seed <= 3; seed++) {
            FftReport again = FftReport.run(m, f, FftAlgorithm.HYBRID_NAIVE, RunOptions.defaults()
                    .withThreadMode(seed % 2 == 0 ? ThreadMode.PLATFORM : ThreadMode.VIRTUAL).withJitter(seed));
            assertEquals(base.measured(), again.measured());
            assertEquals(base.communication().measured(), again.communication().measured());
            assertEquals(base.logP().capacity().totalStallCycles(), again.logP().capacity().totalStallCycles());
        }
    }

    @Test
    void onBspBothOrdersAreOneHRelationAtTheNotesCost() {
        for (CostConvention convention : CostConvention.values()) {
            for (long g : new long[] {1, 3}) {
                for (long L : new long[] {5, 400}) {
                    int P = 8;
                    int n = 256;
                    Bsp m = new Bsp(P, g, L, convention);
                    FftProblem f = new FftProblem(n, P, 2, 0, 1);
                    FftReport naive = FftReport.run(m, f, FftAlgorithm.HYBRID_NAIVE, RunOptions.defaults());
                    FftReport staggered = FftReport.run(m, f, FftAlgorithm.HYBRID_STAGGERED, RunOptions.defaults());
                    long h = n / P - n / (P * P);
                    long remap = convention == CostConvention.MAX ? Math.max(L, h * g) : h * g + L;
                    long compute = 2L * (n / P) * 8;
                    assertEquals(remap, staggered.communication().measured());
                    assertEquals(remap, naive.communication().measured());
                    assertEquals(compute, staggered.compute().measured());
                    assertEquals(compute + remap + L, staggered.measured(), "the last superstep's barrier");
                    assertTrue(staggered.holds() && naive.holds());
                    assertEquals(h, staggered.supersteps().get(0).h());
                }
            }
        }
    }
}
