package org.pcmemu.algorithms.hpram.broadcast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pcmemu.models.Claim;
import org.pcmemu.algorithms.locality.LocalityBounds;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.hpram.HPram;
import org.pcmemu.models.locality.LatencyFunction;

/**
 * ROOT on every p from 1 to 300 and every listed l: every processor holds the item (the report
 * checks it and throws otherwise), the measured cost is this implementation's recurrence, and it
 * is at most Theorem 3.2's bound; at p = 2^(2^k) it is exactly Eq. (3.1).
 */
class RootGridTest {

    @Test
    void everyPFromOneTo300AndEveryLatency() {
        List<String> failures = new ArrayList<>();
        for (LatencyFunction l : Latencies.all()) {
            for (int p = 1; p <= 300; p++) {
                HPram m = new HPram(p, l);
                HPramBroadcastReport r = HPramBroadcastReport.run(m, HPramBroadcast.root(), RunOptions.defaults());
                String where = "p=" + p + ", l=" + l.name() + ": measured " + r.measured();
                if (r.measured() != r.predicted()) {
                    failures.add(where + " != recurrence " + r.predicted());
                }
                long ceilingBound = p == 1 ? m.l(1) : m.l(p) + 2 * ceilingSum(m);
                if (r.measured() > ceilingBound || r.measured() > r.theorem32() && !doublyExponential(p)) {
                    failures.add(where + " > Theorem 3.2 " + r.theorem32() + " / " + ceilingBound);
                }
                if (doublyExponential(p) && r.measured() != sum31(m)) {
                    failures.add(where + " != Eq. (3.1) " + sum31(m));
                }
                if (!r.holds()) {
                    failures.add(where + " breaks its bound's claim " + r.bound());
                }
            }
        }
        assertEquals(List.of(), failures.subList(0, Math.min(10, failures.size())), failures.size() + " failure(s)");
    }

    /* Eq. (3.1) at p = 2^(2^k), by hand: p, p^(1/2), ..., 2 are exact square roots. */
    private static long sum31(HPram m) {
        long total = 0;
        long weight = 1;
        for (long root = m.p(); ; root = (long) Math.sqrt(root), weight *= 2) {
            total += weight * m.l((int) root);
            if (root == 2) {
                return total;
            }
        }
    }

    /* sum_{i=0}^{ceil(log log p)} 2^i l(ceil(p^(1/2^i))), with its own ceiling roots. */
    private static long ceilingSum(HPram m) {
        long total = 0;
        double root = m.p();
        long weight = 1;
        while (true) {
            long k = (long) Math.ceil(root - 1e-9);
            total += weight * m.l((int) k);
            if (root <= 2) {
                return total;
            }
            root = Math.sqrt(root);
            weight *= 2;
        }
    }

    private static boolean doublyExponential(int p) {
        return p == 2 || p == 4 || p == 16 || p == 256 || p == 65536;
    }

    private static int log2(int p) {
        return 31 - Integer.numberOfLeadingZeros(p);
    }

    /* Hand values, l = log (l(2) = 1, l(4) = 2, l(5) = 3, l(16) = 4, l(256) = 8). */
    @Test
    void rootMatchesHandWorkedCosts() {
        HPram m16 = new HPram(16, LatencyFunction.log());
        HPramBroadcastReport r16 = HPramBroadcastReport.run(m16, HPramBroadcast.root(), RunOptions.defaults());
        assertEquals(12, r16.theorem32());      // 4 + 2*2 + 4*1
        assertEquals(12, r16.measured());       // the groups of 4 cost l(2) + l(4) + l(2) whoever knows
        assertEquals(Claim.EQUALS, r16.bound().claim());
        // p = 5: c = 3, groups {3, 2}: T(3) = l(2) + l(3) + l(1) = 4, + l(5) = 3, + a group of 2 whose head reads: 2
        HPram m5 = new HPram(5, LatencyFunction.log());
        assertEquals(9, HPramBroadcastReport.run(m5, HPramBroadcast.root(), RunOptions.defaults()).measured());
        // l = sqrt: 256 -> 16 + 2*4 + 4*2 + 8*2 = 48
        HPram m256 = new HPram(256, LatencyFunction.sqrt());
        HPramBroadcastReport r256 = HPramBroadcastReport.run(m256, HPramBroadcast.root(), RunOptions.defaults());
        assertEquals(48, r256.theorem32());
        assertEquals(48, r256.measured());
        assertEquals(48, r256.lowerBound());    // Theorem 4.6's sum is Eq. (3.1) at p = 2^(2^k)
    }

    /* The recurrence (analytic, not emulated) stays within Theorem 3.2 up to 2^16 for every l. */
    @Test
    void recurrenceStaysWithinTheorem32UpToTwoToTheSixteen() {
        for (LatencyFunction l : Latencies.all()) {
            HPram m = new HPram(1 << 16, l);
            long[] t = HPramBroadcastCosts.rootUpTo(m);
            for (int p = 1; p <= 1 << 16; p++) {
                long bound = p == 1 ? m.l(1) : LocalityBounds.theorem32(p, m::l);
                assertTrue(t[p] <= bound, "p=" + p + ", l=" + l.name() + ": " + t[p] + " > " + bound);
            }
        }
    }
}
