package org.pcmemu.algorithms.bsp.broadcast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.CostConvention;

/** The best k is never beaten by any other k. */
class BestKTest {

    /* Every k in [2, p+1], priced by replaying the notes' schedule, never beats bestK. */
    @Test
    void noKBeatsTheBestOneOnTheReplayedSchedule() {
        List<String> failures = new ArrayList<>();
        for (int p : new int[] {1, 2, 3, 10, 64, 100, 257, 1000}) {
            for (long n : new long[] {1, 16}) {
                List<List<Long>> schedules = new ArrayList<>();
                for (int k = 2; k <= p + 1; k++) {
                    schedules.add(NotesSchedule.kary(p, k, n));
                }
                for (CostConvention c : CostConvention.values()) {
                    for (long g : new long[] {0, 1, 4}) {
                        for (long L : new long[] {0, 1, 8, 64, 1000}) {
                            Bsp m = new Bsp(p, g, L, c);
                            int best = BspBroadcastCosts.bestK(m, n);
                            long bestCost = NotesSchedule.price(schedules.get(best - 2), c, g, L);
                            for (int k = 2; k <= p + 1; k++) {
                                if (NotesSchedule.price(schedules.get(k - 2), c, g, L) < bestCost) {
                                    failures.add(m + ", n=" + n + ": k=" + k + " beats best k=" + best);
                                }
                            }
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), failures);
    }

    /* On emulated runs: best's measured cost is at most that of every k on the grid. */
    @Test
    void noKBeatsTheBestOneOnEmulatedRuns() {
        for (int p : new int[] {7, 64, 200, 1000}) {
            for (long L : new long[] {1, 8, 64}) {
                for (CostConvention c : CostConvention.values()) {
                    Bsp m = new Bsp(p, 1, L, c);
                    long best = BspBroadcastReport.run(m, BspBroadcast.best(m, 1), 1, RunOptions.defaults()).measured();
                    for (int k : new int[] {2, 3, 4, 5, 8, 9, 16, 32, 65, p}) {
                        long other = BspBroadcastReport.run(m, BspBroadcast.kary(k), 1, RunOptions.defaults()).measured();
                        assertTrue(best <= other, m + ": k=" + k + " costs " + other + " < best " + best);
                    }
                }
            }
        }
    }

    /* The notes' intuition: about L/g words fit in a superstep at cost L, so k - 1 = L/g (p = 64, g = 1, L = 8). */
    @Test
    void bestKOnTheReadmeModelsFollowsTheNotes() {
        assertEquals(2, BspBroadcastCosts.bestK(new Bsp(64, 1, 1), 1));
        assertEquals(8, BspBroadcastCosts.bestK(new Bsp(64, 1, 8), 1));
        assertEquals(64, BspBroadcastCosts.bestK(new Bsp(64, 1, 64), 1));
        assertEquals(2, BspBroadcastCosts.bestK(new Bsp(64, 1, 64), 4096));
    }

    @Test
    void bestKSkipsFanOutsWhoseCostOverflows() {
        // g = 2^56: k = 64 would price h = 63 words at 63 * 2^56 > 2^63 and overflow. By hand from
        // the notes: k = 2 costs 6 supersteps of g = 6g; k = 3 costs 3 * 2g + 2g = 8g; k = 4
        // (r = 3) costs 2 * 3g + 3g = 9g. So the best is k = 2.
        Bsp m = new Bsp(64, 1L << 56, 0, CostConvention.MAX);
        assertEquals(2, BspBroadcastCosts.bestK(m, 1));
    }
}
