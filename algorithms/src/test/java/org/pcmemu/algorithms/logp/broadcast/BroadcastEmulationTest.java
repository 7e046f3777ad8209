package org.pcmemu.algorithms.logp.broadcast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pcmemu.models.Claim;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;

/** Emulated broadcasts against B(P), on a grid of P and (L, o, g) including o > g and o = 0. */
class BroadcastEmulationTest {

    private static final long[][] PARAMS = {
        {6, 2, 4}, {1, 0, 1}, {5, 0, 2}, {3, 4, 1}, {10, 3, 3}, {0, 1, 5}, {2, 5, 5},
    };

    /** P = 1..64, then a spread up to 2000 including powers of two and their neighbours. */
    static List<Integer> grid() {
        List<Integer> ps = new ArrayList<>();
        for (int p = 1; p <= 64; p++) {
            ps.add(p);
        }
        for (int p : new int[] {100, 127, 128, 129, 255, 256, 257, 333, 500, 511, 512, 513, 777, 1000,
            1023, 1024, 1025, 1500, 1999, 2000}) {
            ps.add(p);
        }
        return ps;
    }

    @Test
    void optimalBroadcastCostEqualsBOfPOnTheGrid() {
        for (long[] q : PARAMS) {
            for (int P : grid()) {
                LogP model = new LogP(P, q[0], q[1], q[2]);
                BroadcastReport r = BroadcastReport.run(model, BroadcastAlgorithm.OPTIMAL, RunOptions.defaults());
                assertEquals(Claim.EQUALS, r.bound().claim());
                assertEquals(BroadcastBounds.optimalTime(P, q[0], q[1], q[2]), r.measured(), model.toString());
                assertFalse(r.run().capacity().exceeded(), model.toString());
            }
        }
    }

    @Test
    void baselinesAreNeverFasterThanTheOptimum() {
        for (long[] q : PARAMS) {
            for (int P : grid()) {
                LogP model = new LogP(P, q[0], q[1], q[2]);
                long optimum = BroadcastBounds.optimalTime(P, q[0], q[1], q[2]);
                for (BroadcastAlgorithm a : new BroadcastAlgorithm[] {BroadcastAlgorithm.FLAT, BroadcastAlgorithm.BINOMIAL}) {
                    BroadcastReport r = BroadcastReport.run(model, a, RunOptions.defaults());
                    assertTrue(r.measured() >= optimum, a + " " + model + ": " + r.measured() + " < " + optimum);
                    assertTrue(r.bound().holdsFor(r.measured()));
                }
            }
        }
    }

    @Test
    void flatBroadcastTakesLPlusTwoOPlusPMinusTwoSendIntervals() {
        // the source's (P-1)th send starts at (P-2)*max(g,o); its datum is usable L+2o later
        for (long[] q : PARAMS) {
            for (int P : new int[] {2, 3, 10, 100}) {
                LogP model = new LogP(P, q[0], q[1], q[2]);
                BroadcastReport r = BroadcastReport.run(model, BroadcastAlgorithm.FLAT, RunOptions.defaults());
                assertEquals(q[0] + 2 * q[1] + (P - 2) * Math.max(q[1], q[2]), r.measured(), model.toString());
            }
        }
    }

    @Test
    void binomialIsStrictlySlowerThanOptimalOnTheFigureParameters() {
        LogP model = new LogP(8, 6, 2, 4);
        // binomial: 0 informs 1 at 10, 2 at 14, 4 at 18; 1 informs 3 at 20, 5 at 24; 2 informs 6 at 24;
        // 3 informs 7 at 30
        assertEquals(30, BroadcastReport.run(model, BroadcastAlgorithm.BINOMIAL, RunOptions.defaults()).measured());
        assertEquals(24, BroadcastReport.run(model, BroadcastAlgorithm.OPTIMAL, RunOptions.defaults()).measured());
    }

    @Test
    void postalBroadcastInformsFibonacciManyProcessorsByEachTime() {
        // SPAA Theorem 2.2: P(t; lambda, 0, 1) = f_t; one run with P = f_20 per lambda covers t = 0..20
        for (long lambda = 1; lambda <= 6; lambda++) {
            long[] f = BroadcastBounds.postalFibonacci(lambda, 20);
            LogP model = LogP.postal((int) f[20], lambda);
            BroadcastReport r = BroadcastReport.run(model, BroadcastAlgorithm.OPTIMAL, RunOptions.defaults());
            long[] informedBy = new long[21];
            for (long t : r.informationTimes()) {
                assertTrue(t <= 20, "lambda=" + lambda + ": informed at " + t);
                informedBy[(int) t]++;
            }
            for (int t = 1; t <= 20; t++) {
                informedBy[t] += informedBy[t - 1];
            }
            for (int t = 0; t <= 20; t++) {
                assertEquals(f[t], informedBy[t], "lambda=" + lambda + " t=" + t);
            }
        }
    }
}
