package org.pcmemu.algorithms.bsp.broadcast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.Step;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.CostConvention;

/** Emulated costs against values worked out by hand from the notes' formulas. */
class BspBroadcastNotesValuesTest {
    private static final RunOptions OPTIONS = RunOptions.defaults();

    private static long measured(Bsp m, BspBroadcast a, int n) {
        BspBroadcastReport r = BspBroadcastReport.run(m, a, n, OPTIONS);
        assertEquals(r.bound().value(), r.measured(), () -> a.label() + " on " + m + ", n=" + n);
        return r.measured();
    }

    /* Algorithm 1: max{L, (p-1)g}; p = 8, g = 2, L = 5: max(5, 14) = 14; sum: 14 + 5. */
    @Test
    void flatOnEightProcessorsCostsFourteen() {
        assertEquals(14, measured(new Bsp(8, 2, 5), BspBroadcast.flat(), 1));
        assertEquals(19, measured(new Bsp(8, 2, 5, CostConvention.SUM), BspBroadcast.flat(), 1));
    }

    /* Algorithm 2: lg p max{L, g}; p = 8, g = 2, L = 5: 3 * 5; sum: 3 * (2 + 5). */
    @Test
    void binaryOnEightProcessorsCostsFifteen() {
        assertEquals(15, measured(new Bsp(8, 2, 5), BspBroadcast.binary(), 1));
        assertEquals(21, measured(new Bsp(8, 2, 5, CostConvention.SUM), BspBroadcast.binary(), 1));
    }

    /* Algorithm 3 for p a power of k: (lg p / lg k) max{L, (k-1)g}. */
    @Test
    void karyOnAPowerOfKCostsTheNotesFormula() {
        assertEquals(3 * Math.max(8, 3), measured(new Bsp(64, 1, 8), BspBroadcast.kary(4), 1));
        assertEquals(2 * Math.max(2, 7 * 3), measured(new Bsp(64, 3, 2), BspBroadcast.kary(8), 1));
        assertEquals(5 * Math.max(10, 2), measured(new Bsp(243, 1, 10), BspBroadcast.kary(3), 1));
    }

    /* p = 10, k = 3: masks 1, 3, 9; processor 0 sends to 1,2 | 3,6 | 9 only: h = 2, 2, 1. */
    @Test
    void karyLastSuperstepHasFewerTargets() {
        BspBroadcastReport r = BspBroadcastReport.run(new Bsp(10, 1, 0), BspBroadcast.kary(3), 1, OPTIONS);
        assertEquals(List.of(2L, 2L, 1L), r.supersteps().stream().map(Step::h).toList());
        assertEquals(5, r.measured());
        assertEquals(5, r.bound().value());
    }

    /* "For k = p, Algorithm 1 is derived from Algorithm 3; for k = 2, Algorithm 2." */
    @Test
    void karyWithKTwoIsBinaryAndWithKpIsFlat() {
        for (int p : new int[] {2, 6, 33, 100}) {
            Bsp m = new Bsp(p, 2, 7, CostConvention.SUM);
            assertEquals(measured(m, BspBroadcast.binary(), 3), measured(m, BspBroadcast.kary(2), 3));
            assertEquals(measured(m, BspBroadcast.flat(), 3), measured(m, BspBroadcast.kary(p), 3));
        }
    }

    /* p = 4, n = 10: pieces 3,3,2,2. Step 1: 0 sends 7 words; superstep 2: 3*3 sent, 10-2 received. */
    @Test
    void twoPhaseWithUnevenPieces() {
        BspBroadcastReport r = BspBroadcastReport.run(new Bsp(4, 1, 0), BspBroadcast.twoPhase(), 10, OPTIONS);
        assertEquals(List.of(7L, 9L), r.supersteps().stream().map(Step::h).toList());
        assertEquals(16, r.measured());
        assertEquals(7 + 2 + 9 + 2, measured(new Bsp(4, 1, 2, CostConvention.SUM), BspBroadcast.twoPhase(), 10));
    }

    /*
     * The table of docs/algorithms.md ("BSP", p = 64, g = 1), worked out by hand. max: Alg. 1 max(L, 63n);
     * Alg. 2 6 max(L, n); best k-ary: k = 2 (L = 1), k = 8 (2 max(8, 7)), k = 64 (max(64, 63));
     * two-phase n = 1: L + max(L, 63); n = 4096: max(L, 4032) + max(L, 63 * 64).
     */
    @Test
    void readmeTableMatchesTheNotesByHand() {
        assertTable(CostConvention.MAX, new long[][] {
            {63, 6, 6, 64}, {63, 48, 16, 71}, {64, 384, 64, 128},
            {258048, 24576, 24576, 8064}, {258048, 24576, 24576, 8064}, {258048, 24576, 24576, 8064}});
        // sum: best k = 2 (6 + 6 = 12), 8 (14 + 2 * 8), 64 (63 + 64); two-phase 2L + 63 or 2L + 8064
        assertTable(CostConvention.SUM, new long[][] {
            {64, 12, 12, 65}, {71, 54, 30, 79}, {127, 390, 127, 191},
            {258049, 24582, 24582, 8066}, {258056, 24624, 24624, 8080}, {258112, 24960, 24960, 8192}});
    }

    /* p = 1: nothing to send, no superstep, cost 0 for all five (Algorithms 2 and 3's formulas give 0). */
    @Test
    void aBroadcastToOneProcessorCostsNothingInEveryAlgorithm() {
        for (CostConvention c : CostConvention.values()) {
            Bsp one = new Bsp(1, 3, 7, c);
            for (int n : new int[] {1, 5}) {
                for (BspBroadcast a : List.of(BspBroadcast.flat(), BspBroadcast.binary(), BspBroadcast.kary(2),
                        BspBroadcast.best(one, n), BspBroadcast.twoPhase())) {
                    BspBroadcastReport r = BspBroadcastReport.run(one, a, n, OPTIONS);
                    assertEquals(0, r.measured(), c + " " + a + " n=" + n);
                    assertEquals(0, r.bound().value(), c + " " + a + " n=" + n);
                    assertEquals(List.of(), r.supersteps());
                }
            }
        }
    }

    @Test
    void badParametersAreClearErrors() {
        assertThrows(InvalidParameterException.class, () -> BspBroadcast.kary(1));
        Bsp m = new Bsp(4, 1, 1);
        assertThrows(InvalidParameterException.class, () -> BspBroadcastReport.run(m, BspBroadcast.flat(), 0, OPTIONS));
    }

    /* Rows: n = 1 then 4096, each with L = 1, 8, 64; columns: flat, binary, best k-ary, two-phase. */
    private static void assertTable(CostConvention c, long[][] expected) {
        int row = 0;
        for (int n : new int[] {1, 4096}) {
            for (long latency : new long[] {1, 8, 64}) {
                Bsp model = new Bsp(64, 1, latency, c);
                List<BspBroadcast> algorithms = List.of(BspBroadcast.flat(), BspBroadcast.binary(),
                        BspBroadcast.best(model, n), BspBroadcast.twoPhase());
                for (int a = 0; a < 4; a++) {
                    BspBroadcastReport r = BspBroadcastReport.run(model, algorithms.get(a), n, OPTIONS);
                    assertEquals(expected[row][a], r.measured(), c + " row " + row + " " + r.algorithm());
                    assertEquals(r.bound().value(), r.measured());
                }
                row++;
            }
        }
    }
}
