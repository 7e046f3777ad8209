package org.pcmemu.algorithms.bsp.broadcast;

import java.util.ArrayList;
import java.util.List;
import org.pcmemu.models.bsp.CostConvention;

/**
 * An independent computation for the tests: replays each broadcast's schedule as the notes
 * describe it, counting words per processor, and prices the h-relations with the conventions
 * written out again here. Shares no code with {@link BspBroadcastCosts} or the programs.
 */
final class NotesSchedule {
    private NotesSchedule() {
    }

    /** The h-relation of each superstep of BROADCAST(0, p, k) with n-word messages. */
    static List<Long> kary(int p, long k, long n) {
        List<Long> hs = new ArrayList<>();
        for (long mask = 1; mask < p; mask *= k) {
            long[] sent = new long[p];
            long[] received = new long[p];
            for (int j = 0; j < mask && j < p; j++) {
                for (long l = 1; l < k; l++) {
                    long target = j + l * mask;
                    if (target >= p) {
                        break;
                    }
                    sent[j] += n;
                    received[(int) target] += n;
                }
            }
            hs.add(max(sent, received));
        }
        return hs;
    }

    static List<Long> flat(int p, long n) {
        return p == 1 ? List.of() : List.of((p - 1) * n); // p = 1: no round of communication, no superstep
    }

    /** Two-phase with the longer pieces first: piece i has ceil or floor of n/p words. */
    static List<Long> twoPhase(int p, int n) {
        if (p == 1) {
            return List.of(); // no round of communication, no superstep
        }
        long[] size = new long[p];
        for (int i = 0; i < n; i++) {
            size[i % p]++;          // deal the words round-robin: same sizes, longer pieces first
        }
        long[] sent = new long[p];
        long[] received = new long[p];
        for (int i = 1; i < p; i++) {
            sent[0] += size[i];
            received[i] += size[i];
        }
        long h1 = max(sent, received);
        sent = new long[p];
        received = new long[p];
        for (int i = 0; i < p; i++) {
            for (int j = 0; j < p; j++) {
                if (j != i) {
                    sent[i] += size[i];
                    received[j] += size[i];
                }
            }
        }
        return List.of(h1, max(sent, received));
    }

    static long price(List<Long> hs, CostConvention convention, long g, long L) {
        long total = 0;
        for (long h : hs) {
            total += convention == CostConvention.MAX ? Math.max(L, h * g) : h * g + L;
        }
        return total;
    }

    private static long max(long[] sent, long[] received) {
        long h = 0;
        for (int i = 0; i < sent.length; i++) {
            h = Math.max(h, Math.max(sent[i], received[i]));
        }
        return h;
    }
}
