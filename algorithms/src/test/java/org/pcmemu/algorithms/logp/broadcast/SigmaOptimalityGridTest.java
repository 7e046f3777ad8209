package org.pcmemu.algorithms.logp.broadcast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;

/** TR Definition 3.7 / Theorem 3.4 on a grid: the optimal tree minimizes the sum of information times. */
class SigmaOptimalityGridTest {

    @Test
    void optimalTreeSumOfTimesIsMinimalAndNeverAboveBaselines() {
        int strictlyBetter = 0;
        for (int P : new int[] {1, 2, 3, 5, 8, 13}) {
            for (long L = 0; L <= 6; L += 3) {
                for (long o = 0; o <= 2; o++) {
                    for (long g = 0; g <= 4; g += 2) {
                        if (L + o < 1) {
                            continue;
                        }
                        LogP m = new LogP(P, L, o, g);
                        BroadcastReport opt = BroadcastReport.run(m, BroadcastAlgorithm.OPTIMAL, RunOptions.defaults());
                        long expected = smallestLabelsSum(P, L, o, g);
                        assertEquals(expected, opt.sumOfTimes(), m.toString());
                        assertTrue(SigmaOptimality.sumBound(m, BroadcastAlgorithm.OPTIMAL).holdsFor(opt.sumOfTimes()));
                        for (BroadcastAlgorithm base : new BroadcastAlgorithm[] {BroadcastAlgorithm.FLAT, BroadcastAlgorithm.BINOMIAL}) {
                            BroadcastReport b = BroadcastReport.run(m, base, RunOptions.defaults());
                            assertTrue(opt.sumOfTimes() <= b.sumOfTimes(), m + " " + base + ": " + opt.sumOfTimes()
                                    + " > " + b.sumOfTimes());
                            assertTrue(SigmaOptimality.sumBound(m, base).holdsFor(b.sumOfTimes()));
                            if (opt.sumOfTimes() < b.sumOfTimes()) {
                                strictlyBetter++;
                            }
                        }
                    }
                }
            }
        }
        // the baselines are worse somewhere (e.g. Figure 3, below), so the comparison has teeth
        assertTrue(strictlyBetter > 0);
    }

    /*
     * Figure 3 (P=8, L=6, g=4, o=2): labels 0 10 14 18 20 22 24 24, sum 132. The flat tree informs
     * 10, 14, ..., 34 (sum 154); strictly worse.
     */
    @Test
    void figureThreeSumIs132() {
        LogP m = new LogP(8, 6, 2, 4);
        assertEquals(132, BroadcastReport.run(m, BroadcastAlgorithm.OPTIMAL, RunOptions.defaults()).sumOfTimes());
        assertEquals(154, BroadcastReport.run(m, BroadcastAlgorithm.FLAT, RunOptions.defaults()).sumOfTimes());
        assertEquals(132, SigmaOptimality.minimumSumOfTimes(8, 6, 2, 4));
    }

    /* Independent: enumerate every label of the universal tree up to a growing horizon, sort, add P smallest. */
    private static long smallestLabelsSum(int P, long L, long o, long g) {
        long first = L + 2 * o;
        long d = Math.max(g, o);
        for (long horizon = first; ; horizon = horizon * 2 + 1) {
            List<Long> labels = new ArrayList<>();
            collect(0, horizon, first, d, labels, P);
            if (labels.size() >= P) {
                Collections.sort(labels);
                long sum = 0;
                for (int i = 0; i < P; i++) {
                    sum += labels.get(i);
                }
                return sum;
            }
        }
    }

    /* All labels <= horizon below `label`, at most P children per node (no P-node tree uses more). */
    private static void collect(long label, long horizon, long first, long d, List<Long> out, int P) {
        out.add(label);
        long c = label + first;
        for (int i = 0; i < P && c <= horizon; i++, c += d) {
            collect(c, horizon, first, d, out, P);
        }
    }
}
