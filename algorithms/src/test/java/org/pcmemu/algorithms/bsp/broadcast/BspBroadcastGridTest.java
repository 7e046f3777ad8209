package org.pcmemu.algorithms.bsp.broadcast;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.CostConvention;

/**
 * Measured equals the formula on a grid of p (1 to 1000), g, L, k and n, under both conventions,
 * and the formula equals an independent replay of the notes' schedule ({@link NotesSchedule}).
 * For p up to 64 every (g, L) pair runs; above, three pairs per convention, rotated with p, keep
 * the suite fast (the measured w and h do not depend on g and L, only their price does).
 */
class BspBroadcastGridTest {
    private static final long[][] GL = {{0, 0}, {0, 5}, {1, 0}, {1, 1}, {1, 8}, {1, 64}, {3, 1}, {3, 64}, {7, 20}};

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 5, 8, 13, 27, 64, 100, 255, 256, 257, 1000})
    void measuredEqualsTheFormulaForEveryAlgorithm(int p) {
        List<String> failures = new ArrayList<>();
        for (CostConvention c : CostConvention.values()) {
            for (int i = 0; i < GL.length; i++) {
                if (p <= 64 || (i + p + c.ordinal()) % 3 == 0) {
                    checkAll(new Bsp(p, GL[i][0], GL[i][1], c), failures);
                }
            }
        }
        assertEquals(List.of(), failures.subList(0, Math.min(10, failures.size())), failures.size() + " failure(s)");
    }

    private static void checkAll(Bsp m, List<String> failures) {
        int p = m.p();
        for (int n : new int[] {1, 3}) {
            check(m, BspBroadcast.flat(), n, NotesSchedule.flat(p, n), failures);
            check(m, BspBroadcast.binary(), n, NotesSchedule.kary(p, 2, n), failures);
            check(m, BspBroadcast.best(m, n), n, null, failures);
        }
        for (int k : ks(p)) {
            int n = 1 + k % 3;
            check(m, BspBroadcast.kary(k), n, NotesSchedule.kary(p, k, n), failures);
        }
        for (int n : twoPhaseLengths(p)) {
            check(m, BspBroadcast.twoPhase(), n, NotesSchedule.twoPhase(p, n), failures);
        }
    }

    private static Set<Integer> ks(int p) {
        Set<Integer> ks = new LinkedHashSet<>(List.of(2, 3, 4, 7, 16));
        ks.add(Math.max(2, p - 1));
        ks.add(Math.max(2, p));
        ks.add(p + 1);
        return ks;
    }

    /*
     * n < p, n = p - 1, n not divisible by p, n a multiple of p. A run sends about min(n, p) p
     * messages, so above p = 257 only n in {1, 7, 33}; the dedicated test below covers n > p there.
     */
    private static Set<Integer> twoPhaseLengths(int p) {
        Set<Integer> ns = new LinkedHashSet<>(List.of(1, 7, p <= 257 ? Math.max(1, p - 1) : 33));
        if (p <= 64) {
            ns.add(p + 3);
            ns.add(2 * p);
            ns.add(4096);
        }
        return ns;
    }

    private static void check(Bsp m, BspBroadcast a, int n, List<Long> schedule, List<String> failures) {
        BspBroadcastReport r = BspBroadcastReport.run(m, a, n, RunOptions.defaults());
        String where = a.label() + " on " + m + ", n=" + n;
        if (!r.holds()) {
            failures.add(where + ": measured " + r.measured() + " != formula " + r.bound().value());
        }
        if (schedule != null && NotesSchedule.price(schedule, m.convention(), m.g(), m.L()) != r.bound().value()) {
            failures.add(where + ": formula " + r.bound().value() + " != replayed schedule " + schedule);
        }
    }

    /* One all-to-all heavy run: p = 1000 and n = 1003, almost 10^6 messages in superstep 2. */
    @Test
    void twoPhaseAtThousandProcessorsWithMorePiecesThanProcessors() {
        Bsp m = new Bsp(1000, 1, 64, CostConvention.SUM);
        BspBroadcastReport r = BspBroadcastReport.run(m, BspBroadcast.twoPhase(), 1003, RunOptions.defaults());
        assertEquals((1003 - 2) + 64 + 999 * 2 + 64, r.measured());
        assertEquals(r.bound().value(), r.measured());
    }

    /* Model time does not depend on threads or their timing. */
    @Test
    void costsAreTheSameUnderPlatformThreadsAndJitter() {
        Bsp m = new Bsp(100, 2, 9);
        for (BspBroadcast a : List.of(BspBroadcast.flat(), BspBroadcast.binary(), BspBroadcast.kary(5),
                BspBroadcast.twoPhase())) {
            BspBroadcastReport plain = BspBroadcastReport.run(m, a, 13, RunOptions.defaults());
            for (RunOptions o : List.of(RunOptions.defaults().withThreadMode(ThreadMode.PLATFORM),
                    RunOptions.defaults().withJitter(11), RunOptions.defaults().withJitter(12))) {
                BspBroadcastReport other = BspBroadcastReport.run(m, a, 13, o);
                assertEquals(plain.supersteps(), other.supersteps(), a.label() + " " + o);
            }
        }
    }
}
