package org.pcmemu.algorithms.hpram.broadcast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.models.hpram.HPram;
import org.pcmemu.models.locality.LatencyFunction;

/** The binary tree and Heywood-Ranka: output, measured = recurrence, and hand-worked costs. */
class BaselinesTest {

    @Test
    void baselinesDeliverAndMatchTheirRecurrences() {
        List<String> failures = new ArrayList<>();
        for (LatencyFunction l : Latencies.all()) {
            for (int p = 1; p <= 300; p += p < 40 ? 1 : 13) {
                HPram m = new HPram(p, l);
                for (HPramBroadcast a : List.of(HPramBroadcast.binaryTree(), HPramBroadcast.heywoodRanka(m),
                        HPramBroadcast.heywoodRanka(2), HPramBroadcast.heywoodRanka(5))) {
                    HPramBroadcastReport r = HPramBroadcastReport.run(m, a, RunOptions.defaults());
                    if (!r.holds() || r.measured() != r.predicted()) {
                        failures.add(a.label() + " p=" + p + ", l=" + l.name() + ": measured " + r.measured()
                                + ", recurrence " + r.predicted());
                    }
                }
            }
        }
        assertEquals(List.of(), failures.subList(0, Math.min(10, failures.size())), failures.size() + " failure(s)");
    }

    /*
     * l = log: l(1) = l(2) = 1, l(3) = l(4) = 2, l(8) = 3, l(16) = 4.
     * binary tree, p = 16: l(16) + l(8) + l(4) + l(2) + l(1) = 11 (one access per halving, and
     * the last processor of the chain reads its own cell).
     * Heywood-Ranka, k = 4, p = 16: tree on 4 (l(4) + l(2) + l(1) = 4), write l(16) = 4, then
     * groups of 4 (tree: 4): 12.
     */
    @Test
    void baselinesMatchHandWorkedCosts() {
        HPram m = new HPram(16, LatencyFunction.log());
        assertEquals(11, HPramBroadcastReport.run(m, HPramBroadcast.binaryTree(), RunOptions.defaults()).measured());
        HPramBroadcast hr = HPramBroadcast.heywoodRanka(m);
        assertEquals("heywood-ranka(k=4)", hr.label());
        assertEquals(12, HPramBroadcastReport.run(m, hr, RunOptions.defaults()).measured());
        // sqrt, p = 8: l(8) = 3, l(4) = 2, l(2) = 2, l(1) = 1 -> 8
        HPram s = new HPram(8, LatencyFunction.sqrt());
        assertEquals(8, HPramBroadcastReport.run(s, HPramBroadcast.binaryTree(), RunOptions.defaults()).measured());
    }

    @Test
    void heywoodRankasDefaultKIsTwoToTheCeilingOfRootLogP() {
        assertEquals(2, HeywoodRankaBroadcast.defaultK(1));
        assertEquals(2, HeywoodRankaBroadcast.defaultK(2));
        assertEquals(4, HeywoodRankaBroadcast.defaultK(16));     // sqrt(4) = 2
        assertEquals(8, HeywoodRankaBroadcast.defaultK(256));    // sqrt(8) = 2.83
        assertEquals(16, HeywoodRankaBroadcast.defaultK(65536)); // sqrt(16) = 4
        assertThrows(InvalidParameterException.class, () -> HPramBroadcast.heywoodRanka(1));
        assertThrows(InvalidParameterException.class, () -> HPramBroadcastKind.HEYWOOD_RANKA.create(new HPram(4,
                LatencyFunction.log()), 0));
    }

    /* Wider memory blocks move the cells, not the costs: each algorithm writes to its groups' first cells. */
    @Test
    void moreCellsPerProcessorChangeNothingButTheAddresses() {
        for (int p : new int[] {5, 16, 37}) {
            HPram narrow = new HPram(p, LatencyFunction.log());
            HPram wide = new HPram(p, LatencyFunction.log(), 3);
            for (HPramBroadcast a : List.of(HPramBroadcast.root(), HPramBroadcast.binaryTree(),
                    HPramBroadcast.heywoodRanka(3))) {
                assertEquals(HPramBroadcastReport.run(narrow, a, RunOptions.defaults()).measured(),
                        HPramBroadcastReport.run(wide, a, RunOptions.defaults()).measured(), a.label() + " p=" + p);
            }
        }
    }

    /* Model time does not depend on threads or their timing. */
    @Test
    void costsAreTheSameUnderPlatformThreadsAndJitter() {
        HPram m = new HPram(77, LatencyFunction.sqrt());
        for (HPramBroadcast a : List.of(HPramBroadcast.root(), HPramBroadcast.binaryTree(),
                HPramBroadcast.heywoodRanka(3))) {
            HPramBroadcastReport plain = HPramBroadcastReport.run(m, a, RunOptions.defaults());
            for (RunOptions o : List.of(RunOptions.defaults().withThreadMode(ThreadMode.PLATFORM),
                    RunOptions.defaults().withJitter(5))) {
                HPramBroadcastReport other = HPramBroadcastReport.run(m, a, o);
                assertEquals(plain.run().steps(), other.run().steps(), a.label() + " " + o);
                assertEquals(plain.run().partitions(), other.run().partitions(), a.label() + " " + o);
            }
        }
    }
}
