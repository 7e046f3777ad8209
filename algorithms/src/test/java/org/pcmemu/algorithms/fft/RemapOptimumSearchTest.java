package org.pcmemu.algorithms.fft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Where the paper's remap time L + gN (section 4.1.1, g >= 2o, N = n/P - n/P^2 messages each
 * way) cannot be met under the exact LogP rules: an exhaustive search over every schedule of a
 * two-processor exchange (every set of send starts of each processor, each reception as early as
 * its arrival, the gap and the processor's own sends allow) finds the least finish time, and
 * checks it against the contention-free plan ({@link UniformExchange}) and the claim of
 * docs/algorithms.md ("FFT"):
 * with e = g - 2o and Q = floor((L + o) / g), when the plan needs more than L + gN (its delay
 * delta exceeds e), no schedule meets L + gN once N > (e + 1)(Q + 1).
 */
class RemapOptimumSearchTest {

    @Test
    void thePaperTimeIsUnreachableExactlyWhereThePlanMissesItForLongExchanges() {
        int machines = 0;
        int unreachable = 0;
        int planOptimal = 0;
        for (long o = 1; o <= 2; o++) {
            for (long g = 2 * o; g <= 2 * o + 3; g++) {
                for (long L = 0; L <= 6; L++) {
                    for (int N = 1; N <= 5; N++) {
                        UniformExchange plan = new UniformExchange(N, 0, 0, L, o, g);
                        long paper = L + g * N;
                        long optimum = optimum(N, L, o, g, plan.finish());
                        String at = "N=" + N + " L=" + L + " o=" + o + " g=" + g;
                        assertTrue(optimum <= plan.finish(), at);
                        assertTrue(optimum >= L + 2 * o + (N - 1) * g, at);
                        long e = g - 2 * o;
                        long q = (L + o) / g;
                        if (plan.finish() > paper && N > (e + 1) * (q + 1)) {
                            assertTrue(optimum > paper, "L + gN reached at " + at);
                            unreachable++;
                        }
                        if (plan.finish() <= paper) {
                            assertTrue(optimum <= paper, at);
                        }
                        planOptimal += optimum == plan.finish() ? 1 : 0;
                        machines++;
                    }
                }
            }
        }
        System.out.println("two-processor exchanges: " + machines + " machines, paper time proven unreachable on "
                + unreachable + ", plan optimal on " + planOptimal);
        assertTrue(unreachable > 0);
    }

    @Test
    void gEqualTwoOMeetsThePaperOnlyWhenLIsAMultipleOfTwoO() {
        // g = 2o leaves no slack (e = 0): every send and reception is forced, and they meet unless 2o divides L
        for (long o = 1; o <= 2; o++) {
            for (long L = 0; L <= 6; L++) {
                long g = 2 * o;
                int N = 4;
                long optimum = optimum(N, L, o, g, new UniformExchange(N, 0, 0, L, o, g).finish());
                assertEquals(L % g == 0, optimum <= L + g * N, "L=" + L + " o=" + o);
            }
        }
        assertFalse(optimum(4, 6, 2, 4, 100) <= 6 + 4 * 4, "docs/algorithms.md's example: L=6, o=2, g=4");
    }

    /** The least finish time of a two-processor exchange of N messages each way, at most {@code upper}. */
    static long optimum(int N, long L, long o, long g, long upper) {
        for (long T = L + 2 * o + (N - 1) * Math.max(g, o); T < upper; T++) {
            if (reachable(N, L, o, g, T)) {
                return T;
            }
        }
        return upper;
    }

    private static boolean reachable(int N, long L, long o, long g, long T) {
        List<long[]> sends = new ArrayList<>();
        sendSets(new long[N], 0, 0, T - 2 * o - L, Math.max(g, o), sends);
        for (long[] s0 : sends) {
            for (long[] s1 : sends) {
                if (finish(s0, s1, L, o, g) <= T && finish(s1, s0, L, o, g) <= T) {
                    return true;
                }
            }
        }
        return false;
    }

    /* Every increasing sequence of N send starts, at least `spacing` apart, all at most `last`. */
    private static void sendSets(long[] s, int i, long from, long last, long spacing, List<long[]> out) {
        if (i == s.length) {
            out.add(s.clone());
            return;
        }
        for (long t = from; t <= last; t++) {
            s[i] = t;
            sendSets(s, i + 1, t + spacing, last, spacing, out);
        }
    }

    /* When the processor sending at `own` has received everything sent at `other`: each reception as early as allowed. */
    private static long finish(long[] own, long[] other, long L, long o, long g) {
        long r = Long.MIN_VALUE;
        for (int j = 0; j < other.length; j++) {
            long start = Math.max(other[j] + o + L, j == 0 ? Long.MIN_VALUE : r + Math.max(g, o));
            boolean moved = true;
            while (moved) {
                moved = false;
                for (long s : own) {
                    if (start < s + o && s < start + o) {
                        start = s + o;
                        moved = true;
                    }
                }
            }
            r = start;
        }
        return r + o;
    }
}
