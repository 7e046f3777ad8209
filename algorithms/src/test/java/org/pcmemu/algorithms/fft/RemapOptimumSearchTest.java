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
 * checks it against the uniform plan ({@link UniformExchange}) and the claim of
 * docs/algorithms.md ("FFT"):
 * with e = g - 2o and Q = floor((L + o) / g), when the uniform plan needs more than L + gN (its
 * delay delta exceeds e), no schedule meets L + gN once N > (e + 1)(Q + 1). The staggered remap's
 * plan ({@link InterleavedPlan}) is checked against the same search and against a search over
 * every order of one processor's copies, blocks and receptions.
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

    /*
     * The staggered remap's plan (InterleavedPlan) against every order of one processor's
     * operations (the same timeline on every processor: its j-th reception takes the message every
     * processor sends as its j-th): a copies of `local` cycles, N blocks (local, then a send) and N
     * receptions, each at the earliest its constraints allow. Without copies the plan is optimal on
     * every machine of the grid; with them it is never earlier than the optimum, and the docs give
     * how often it meets it.
     */
    @Test
    void staggeredPlanIsTheBestOrderOfOneProcessorsOperations() {
        int machines = 0;
        int optimal = 0;
        int withCopies = 0;
        int copiesOptimal = 0;
        long late = 0;
        for (int N = 1; N <= 5; N++) {
            for (int a = 0; a <= 2; a++) {
                for (long local : new long[] {0, 1, 3}) {
                    for (long L = 0; L <= 8; L++) {
                        for (long o = 0; o <= 3; o++) {
                            for (long g = 1; g <= 7; g++) {
                                if (L + o < 1 || a > 0 && local == 0) {
                                    continue;
                                }
                                long plan = InterleavedPlan.best(N, a, local, L, o, g).finish;
                                long best = new Orders(N, a, local, L, o, g).best(plan + 1);
                                String at = "N=" + N + " a=" + a + " local=" + local + " L=" + L + " o=" + o + " g=" + g;
                                assertTrue(plan >= best, at + ": plan " + plan + " below the exhaustive " + best);
                                if (a == 0) {
                                    assertEquals(best, plan, at);
                                    optimal++;
                                    machines++;
                                } else {
                                    copiesOptimal += plan == best ? 1 : 0;
                                    withCopies++;
                                    late = Math.max(late, plan - best);
                                }
                            }
                        }
                    }
                }
            }
        }
        System.out.println("staggered plan against every order: optimal on " + optimal + " of " + machines
                + " machines without copies, on " + copiesOptimal + " of " + withCopies + " with copies, at most "
                + late + " cycles late");
        assertTrue(copiesOptimal > 0.98 * withCopies && late <= 2, copiesOptimal + " of " + withCopies + ", " + late);
    }

    /* The two machines: the staggered remap meets the exact optimum. */
    @Test
    void staggeredPlanMeetsTheOptimumWhereTheUniformPlanDidNot() {
        // P = 2, n = 16, L = 7, o = 3, g = 5: N = 4, the uniform plan 36, every order's best 32
        assertEquals(36, new UniformExchange(4, 0, 0, 7, 3, 5).finish());
        assertEquals(32, new Orders(4, 0, 0, 7, 3, 5).best(100));
        assertEquals(32, InterleavedPlan.best(4, 0, 0, 7, 3, 5).finish);
        // P = 4, n = 16, L = 3, o = 2, g = 6: N = 3, 22 against gN + L = 21
        assertEquals(22, new UniformExchange(3, 0, 0, 3, 2, 6).finish());
        assertEquals(21, InterleavedPlan.best(3, 0, 0, 3, 2, 6).finish);
        assertEquals(21, new Orders(3, 0, 0, 3, 2, 6).best(100));
        // a miss with a copy (docs/algorithms.md): N = 2, one copy, local = 3, L = 1, o = 0, g = 6
        assertEquals(11, new Orders(2, 1, 3, 1, 0, 6).best(100));
        assertEquals(12, InterleavedPlan.best(2, 1, 3, 1, 0, 6).finish);
    }

    /*
     * Without local work the symmetric plan is also what two processors reach with any two send
     * schedules (the search below, which lets them differ), on its grid.
     */
    @Test
    void staggeredPlanMeetsTheTwoProcessorOptimum() {
        int machines = 0;
        for (long o = 1; o <= 2; o++) {
            for (long g = 1; g <= 2 * o + 3; g++) {
                for (long L = 0; L <= 6; L++) {
                    for (int N = 1; N <= 4; N++) {
                        long plan = InterleavedPlan.best(N, 0, 0, L, o, g).finish;
                        assertEquals(optimum(N, L, o, g, plan), plan, "N=" + N + " L=" + L + " o=" + o + " g=" + g);
                        machines++;
                    }
                }
            }
        }
        System.out.println("staggered plan against any two send schedules: optimal on all " + machines + " machines");
    }

    /** Every order of one processor's copies, blocks and receptions, by depth-first search. */
    private record Orders(int N, int a, long local, long L, long o, long g) {

        /** The least finish over all orders, or {@code upper} if none is earlier. */
        long best(long upper) {
            long[] best = {upper};
            search(0, 0, 0, 0, Long.MIN_VALUE, Long.MIN_VALUE, new long[N], best);
            return best[0];
        }

        private void search(int copies, int sent, int received, long t, long lastSend, long lastReception,
                            long[] sends, long[] best) {
            if (t >= best[0]) {
                return;
            }
            if (copies == a && sent == N && received == N) {
                best[0] = t;
                return;
            }
            if (copies < a) {
                search(copies + 1, sent, received, t + local, lastSend, lastReception, sends, best);
            }
            if (sent < N) {
                long send = Math.max(t + local, lastSend == Long.MIN_VALUE ? 0 : lastSend + g);
                sends[sent] = send;
                search(copies, sent + 1, received, send + o, send, lastReception, sends, best);
            }
            if (received < sent) {
                long start = Math.max(Math.max(t, sends[received] + o + L),
                        lastReception == Long.MIN_VALUE ? 0 : lastReception + g);
                search(copies, sent, received + 1, start + o, lastSend, start, sends, best);
            }
        }
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
